"""`cardkit preflight`: built PDFs checked the way a print shop's preflight checks them.

One module per concern: `pdf` opens a file (pikepdf for the objects, pypdfium2 for the text)
and reads the build facts cardkit wrote into it; `expect` says what a file should be (its
print profile, final or proof) and which checks apply to it (`CHECKS`, the one table of kind
to checks); `geometry` holds the matrices and rectangles; `content` walks a page's content
stream (CTM, paths, image draws); `boxes`, `fonts`, `text`, `lines`, `images`, `colour` and
`drafts` are the checks, each finding its own P code (`cardkit/codes/preflight.py`);
`findings` turns their findings into diagnostics at the file and page; `run` ties them together.
"""
