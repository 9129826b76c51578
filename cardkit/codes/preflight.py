"""Pxxx: what `cardkit preflight` finds in a built PDF, the way a print shop's preflight does:
the file itself (P0xx), page boxes (P1xx), fonts (P2xx), text size (P3xx), the unsafe zone
(P4xx), images (P5xx), colour and PDF/X (P6xx), and what a final file must not print: draft
marks and placeholder art (P7xx).

A finding is at the PDF (relative to the project) and its page: the diagnostic's line is the
page number, column 1, and the message starts with "page N". The examples are the cardkit.yaml
or content a PDF is built from, and what preflight says about it.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

NOT_FROM_CARDKIT = "P001"
UNREADABLE_PDF = "P002"
ENCRYPTED_PDF = "P003"
STREAM_OVER_BUDGET = "P004"
BOX_MISSING = "P101"
BOX_MISMATCH = "P102"
FONT_NOT_EMBEDDED = "P201"
FALLBACK_FONT = "P202"
NOTDEF_GLYPH = "P203"
TEXT_TOO_SMALL = "P301"
SMALLEST_TEXT = "P302"
TEXT_IN_UNSAFE_ZONE = "P401"
LINE_IN_UNSAFE_ZONE = "P402"
LOW_IMAGE_RESOLUTION = "P501"
RGB_COLOUR = "P601"
NO_OUTPUT_INTENT = "P602"
NO_PDFX_VERSION = "P603"
SMALL_RICH_BLACK = "P604"
DRAFT_MARK = "P701"
UNRESOLVED_PLACEHOLDER = "P702"
PLACEHOLDER_ART = "P703"

PREFLIGHT_CODES: dict[str, Code] = code_table(
    documented(
        NOT_FROM_CARDKIT,
        "not-made-by-cardkit",
        Severity.INFO,
        "a PDF carries no cardkit build facts, so only the checks that need no print profile ran",
        """cardkit writes into every PDF it builds which document it is, its print profile or
        paper, whether the build was final and the content revision (`/CardkitProfile` and its
        siblings in the document information). A PDF without them was not written by cardkit
        (or was re-saved by a tool that dropped them): it is checked against `--profile NAME`
        when given, else only for fonts, text size and image resolution.

        PASS::

            # build/cards/cards-print-shop.pdf: the document information
            /CardkitDocument (cards) /CardkitProfile (print-shop) /CardkitBuild (final)

        FAIL::

            # other/scan.pdf: the document information
            /Producer (a scanner)
        """,
    ),
    documented(
        UNREADABLE_PDF,
        "unreadable-pdf",
        Severity.ERROR,
        "a file given to preflight is missing or is not a PDF that can be opened",
        """The file does not exist, cannot be read, or is not a PDF (truncated by an interrupted
        copy, or another kind of file). Build it again with `cardkit build`.

        PASS::

            # build/cards/cards-home.pdf
            %PDF-1.7 ... %%EOF

        FAIL::

            # build/cards/cards-home.pdf, cut short by an interrupted copy
            %PDF-1.7
        """,
    ),
    documented(
        ENCRYPTED_PDF,
        "encrypted-pdf",
        Severity.ERROR,
        "a PDF is encrypted (with a password, or with permissions only)",
        """A print shop's workflow must open, impose and sometimes edit a file; an encrypted PDF
        (one that asks for a password, or that restricts printing or changes) is refused or
        printed wrong, and PDF/X forbids encryption. cardkit never encrypts what it writes:
        send the file as built, or export it again without security settings. An encrypted
        file is not checked further.

        PASS::

            # build/cards/cards-print-shop.pdf: the trailer
            trailer << /Root 1 0 R /ID [<...> <...>] >>

        FAIL::

            # other/proof.pdf: the trailer
            trailer << /Root 1 0 R /Encrypt 12 0 R >>
        """,
    ),
    documented(
        STREAM_OVER_BUDGET,
        "stream-over-budget",
        Severity.ERROR,
        "a page's content or fonts decode past what preflight reads (1 MiB of operators, 16 MiB of a font, 64 MiB a file), so it is not checked",
        """A few kilobytes of compressed content can inflate to gigabytes (a decompression
        bomb). preflight decodes every stream that reading a page decodes within a budget
        before it parses them: its content streams, forms and Type 3 glyph procedures past
        1 MiB each, a font's program or CMap past 16 MiB, the file's streams past 64 MiB
        together, or any compressed with a filter it cannot bound, and the page is reported
        and left unchecked. cardkit's own pages hold a few kilobytes and font subsets of a few
        dozen; re-export a file that trips it.

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: a face of 3 KB of operators
            q 0.75 0 0 -0.75 0 249.45 cm /Fm1 Do Q

        FAIL::

            # other/bomb.pdf, page 1: 5 KB of Flate that inflate to 4 MB of operators
            << /Length 4643 /Filter /FlateDecode >> stream ... endstream
        """,
    ),
    documented(
        BOX_MISSING,
        "page-box-missing",
        Severity.ERROR,
        "a page of a print-shop PDF has no TrimBox or BleedBox",
        """A print shop cuts at the TrimBox and expects the artwork to run to the BleedBox; a
        page without them leaves the printer guessing where to cut. A profile with
        `layout: single` and a bleed needs both on every page.

        PASS::

            # cardkit.yaml
            print:
              profiles:
                print-shop: {preset: print-shop}

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1
            << /Type /Page /MediaBox [-8.5 -8.5 187.09 257.95] >>
        """,
    ),
    documented(
        BOX_MISMATCH,
        "page-box-mismatch",
        Severity.ERROR,
        "a page's MediaBox, TrimBox or BleedBox differs from the print profile by more than 0.1 mm",
        """The TrimBox must be the card (or the paper of a sheet), the BleedBox and MediaBox the
        card plus the profile's bleed on every side, within 0.1 mm. A PDF built for another
        card size or bleed than the print shop was told (or edited since) is cut wrong.

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: poker with 3 mm bleed, 63 × 88 and 69 × 94 mm
            /TrimBox [0 0 178.58 249.45] /BleedBox [-8.5 -8.5 187.09 257.95]

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1: a 2 mm bleed where 3 mm were ordered
            /TrimBox [0 0 178.58 249.45] /BleedBox [-5.67 -5.67 184.25 255.12]
        """,
    ),
    documented(
        FONT_NOT_EMBEDDED,
        "font-not-embedded",
        Severity.ERROR,
        "a font the PDF uses is not embedded in it",
        """A font without its file (no FontFile, FontFile2 or FontFile3 in its descriptor) is
        replaced by whatever the printer's machine has: different widths, lines that overflow
        or words in another face. cardkit embeds every font it lays out; a page made elsewhere
        must embed its fonts too.

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: a font with its file
            << /Type /Font /BaseFont /Vollkorn-Bold /FontDescriptor << /FontFile2 12 0 R >> >>

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1: a font without one
            << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>
        """,
    ),
    documented(
        FALLBACK_FONT,
        "fallback-font",
        Severity.WARNING,
        "text is drawn with a font the theme does not name: the layout fell back to it for characters the theme's fonts lack",
        """When no font of the theme has a character, the layout takes it from whatever font the
        build machine has (DejaVu, Liberation, Noto...): another machine builds another card,
        and the character stands out in a foreign face. A PDF cardkit wrote names its theme's
        families in its build facts (`/CardkitFonts`); any other font that shows text is a
        fallback, reported with the characters it draws. In a PDF from elsewhere a common
        fallback family (DejaVu, Liberation, Noto, FreeSans, Symbola...) is reported when the
        file's other fonts are not one: a document set in DejaVu throughout chose it. Add a
        face that has the characters to theme.yaml (`faces:`), or write them otherwise;
        `cardkit check` finds them in the sources (R150).

        PASS::

            # content/agents/kelp-leviathan.yaml (the symbol [unique] draws an icon)
            name: Kelp Leviathan

        FAIL::

            # content/agents/kelp-leviathan.yaml: U+2713 is in neither Vollkorn nor Lato
            name: ✓ Kelp Leviathan
        """,
    ),
    documented(
        NOTDEF_GLYPH,
        "notdef-glyph",
        Severity.ERROR,
        "text shows the `.notdef` glyph (glyph 0): a character the font has no glyph for prints as a box or nothing",
        """A character that neither the theme's fonts nor any font of the build machine has is
        shown with glyph 0 of a font, `.notdef`: an empty box, or nothing at all, where the
        text meant a character. preflight decodes what every text operator shows through its
        font's encoding and CIDToGIDMap (composite fonts, which cardkit writes; a simple
        font's glyphs are not decoded) and names the character from the font's ToUnicode.
        Add a font that has the glyph to the theme's `faces:`, or leave the character out.

        PASS::

            # build/cards/cards-print-shop.pdf, page 4: every code maps to a glyph
            /F1 8 Tf [<0027> <00a3>] TJ     % CIDToGIDMap /Identity: glyphs 39 and 163

        FAIL::

            # build/cards/cards-print-shop.pdf, page 4: U+E000 mapped to CID 0 by the encoding
            /F1 8 Tf [<0bd2>] TJ            % WP-Encod-0: <0bd2> 0, glyph 0 is .notdef
        """,
    ),
    documented(
        TEXT_TOO_SMALL,
        "text-too-small",
        Severity.ERROR,
        "text is set under 6 pt at print size",
        """Text under 6 pt does not print legibly on most presses (fine serifs break, small
        counters fill in). The message names the smallest size, the page and the word; give
        that text a larger size in the template or the theme.

        PASS::

            /* templates/cards/cards.css */
            .footer { font-size: 6.5pt; }

        FAIL::

            /* templates/cards/cards.css */
            .footer { font-size: 4pt; }
        """,
    ),
    documented(
        SMALLEST_TEXT,
        "smallest-text",
        Severity.INFO,
        "the smallest text of a PDF, its size, page and word (at or above 6 pt)",
        """Reported once per PDF that has text, so the finest print of a file is known before it
        goes to the press even when it is not too small.

        PASS::

            # build/cards/cards-print-shop.pdf: no text at all, nothing to report
            0 0 178.58 249.45 re f

        FAIL::

            # build/cards/cards-print-shop.pdf, page 3: 6.2 pt text, the smallest of the file
            BT /F1 6.2 Tf 20 40 Td (Range) Tj ET
        """,
    ),
    documented(
        TEXT_IN_UNSAFE_ZONE,
        "text-in-unsafe-zone",
        Severity.ERROR,
        "text lies within 3 mm of the trim line (or beyond it)",
        """A print shop's cut wanders by a millimetre or two; text closer than 3 mm to the trim
        may be cut off or look crooked. Move it inwards (a card's padding, a frame margin).

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: the footer 3.5 mm above the bottom trim
            BT /F1 6 Tf 20 9.9 Td (Tab Master) Tj ET

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1: the footer 1 mm above it
            BT /F1 6 Tf 20 2.8 Td (Tab Master) Tj ET
        """,
    ),
    documented(
        LINE_IN_UNSAFE_ZONE,
        "line-in-unsafe-zone",
        Severity.WARNING,
        "a frame line or other stroke or fill ends within 3 mm of the trim line",
        """A painted shape that stops inside the 3 mm band along the trim (a frame drawn 2 mm
        from the edge) shows every wobble of the cut as an uneven border. Either keep it 3 mm
        inside the trim, or let it run to the trim or into the bleed (a background over the
        bleed box, a band across the card: never reported).

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: a background over the bleed, a frame 4 mm inside
            -8.5 -8.5 195.59 266.46 re f  11.34 11.34 155.9 226.77 re S

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1: a frame 1.5 mm inside the trim
            4.25 4.25 170.08 240.94 re S
        """,
    ),
    documented(
        LOW_IMAGE_RESOLUTION,
        "low-image-resolution",
        Severity.WARNING,
        "an image is drawn at under 300 dpi at print size",
        """An image's effective resolution is its pixels over the size it is drawn at (from the
        transformation at the `Do`). Under 300 dpi it prints soft or pixelated; use a larger
        image file, or draw it smaller.

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: a 750 × 750 px image drawn 2.5 inches wide
            q 180 0 0 180 20 20 cm /Im1 Do Q

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1: a 72 × 72 px image drawn 1 inch wide
            q 72 0 0 72 20 20 cm /Im1 Do Q
        """,
    ),
    documented(
        RGB_COLOUR,
        "rgb-colour",
        Severity.ERROR,
        "a PDF meant for CMYK print uses RGB colour",
        """A print shop prints in CMYK; RGB colours (DeviceRGB, CalRGB, a 3-channel ICC
        profile) are converted by the printer's own settings, and saturated colours shift.
        The print-shop profile must write CMYK (or colours managed by the output intent).

        PASS::

            # build/cards/cards-print-shop.pdf, page 1
            0 0.9 0.9 0.2 k  0 0 178.58 249.45 re f

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1
            0.8 0.1 0.1 rg  0 0 178.58 249.45 re f
        """,
    ),
    documented(
        NO_OUTPUT_INTENT,
        "no-output-intent",
        Severity.ERROR,
        "a PDF meant for a print shop has no PDF/X output intent with an ICC profile",
        """PDF/X asks for /OutputIntents in the catalog: a /GTS_PDFX intent whose
        /DestOutputProfile is the ICC profile of the press the colours were prepared for.
        Without it the print shop cannot tell what the colours mean.

        PASS::

            # build/cards/cards-print-shop.pdf: the catalog
            << /Type /Catalog /OutputIntents [<< /S /GTS_PDFX /DestOutputProfile 12 0 R >>] >>

        FAIL::

            # build/cards/cards-print-shop.pdf: the catalog
            << /Type /Catalog /Pages 2 0 R >>
        """,
    ),
    documented(
        NO_PDFX_VERSION,
        "no-pdfx-version",
        Severity.ERROR,
        "a PDF meant for a print shop declares no PDF/X version",
        """A PDF/X file says which standard it meets in its document information
        (/GTS_PDFXVersion) or its XMP metadata (pdfxid:GTS_PDFXVersion), e.g. PDF/X-4; a
        print shop's workflow reads it to know what to check and how to print.

        PASS::

            # build/cards/cards-print-shop.pdf: the XMP metadata
            <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>

        FAIL::

            # build/cards/cards-print-shop.pdf: the document information
            /Producer (WeasyPrint 70.0)
        """,
    ),
    documented(
        SMALL_RICH_BLACK,
        "small-text-in-rich-black",
        Severity.WARNING,
        "a print-shop PDF sets black text under 9 pt in RGB or rich black rather than in 100 % K",
        """Black text in RGB (the theme's #2b2118) or in a rich black (K with C, M or Y under
        it) is printed by four plates; on small type a hair of misregistration shows as
        coloured fringes and blur. A press prints text under 9 pt on the black plate alone:
        100 % K, DeviceCMYK `0 0 0 1 k`. The print-shop profile does so by default
        (`black_text: k-only-small`, its size `black_text_under`); `black_text: theme` keeps
        the designed colour, which this reports. Larger text and coloured text are not
        concerned.

        PASS::

            # build/cards/cards-print-shop.pdf, page 1: 7.4 pt text on the black plate
            0 0 0 1 k  BT /F1 7.4 Tf (Range) Tj ET

        FAIL::

            # build/cards/cards-print-shop.pdf, page 1: the same text in the theme's RGB black
            0.168627 0.129412 0.094118 rg  BT /F1 7.4 Tf (Range) Tj ET
        """,
    ),
    documented(
        DRAFT_MARK,
        "draft-mark-in-final",
        Severity.ERROR,
        "a final PDF still shows the draft mark (the `cards.draft` label) of a card in `status: draft`",
        """Cards whose values are not settled carry `status: draft` and print the draft mark of
        the locale's labels (`cards.draft`, found letter-spaced and in any case). A final file
        must not go to the press with them: settle the values and remove `status: draft`, or
        build a proof.

        PASS::

            # content/agents/captain.yaml
            name: Captain

        FAIL::

            # content/agents/captain.yaml
            name: Captain
            status: draft
        """,
    ),
    documented(
        UNRESOLVED_PLACEHOLDER,
        "unresolved-placeholder",
        Severity.ERROR,
        "a final PDF prints `(?)` or a lone `?`, the mark of a value the text does not give yet",
        """A card text writes `(?)` where a value is not known yet (a keyword's number), or a
        lone `?` ("Multiple x ?"); a final file must not print either. Give the value in the
        card's YAML (a rulebook prints its parameter letter instead).

        PASS::

            # build/cards/cards-print-shop.pdf, page 5
            BT /F1 8 Tf 20 40 Td (Tough 2) Tj ET

        FAIL::

            # build/cards/cards-print-shop.pdf, page 5
            BT /F1 8 Tf 20 40 Td (Tough (?)) Tj ET
        """,
    ),
    documented(
        PLACEHOLDER_ART,
        "placeholder-art-in-final",
        Severity.WARNING,
        "a final card PDF prints the art placeholder of cards that have no art yet",
        """A build of a final profile still writes its PDF when cards have no `art:` (art often
        arrives last), but says so: the first line of the build's report, a B501 per card, and
        the PDF's own document information (`/CardkitPlaceholders`, how many cards). preflight
        reads it back, so a file sent to the press with grey boxes where the pictures go is
        named before it is printed. Add the art, or send a proof (`cardkit build --proof`),
        which this does not concern. A PDF cardkit did not write cannot say it.

        PASS::

            # content/spells/raio.yaml
            name: Raio
            art: raio.png

        FAIL::

            # content/spells/raio.yaml, built with the print-shop profile
            name: Raio
        """,
    ),
)
