"""`cardkit preview`: every card of the project in the browser, redrawn as the designer saves.

The stages, each its own module: `snapshot` runs the same pipeline as `cardkit check` and
renders each card face with the cards' own templates (HTML, not PDF: a browser draws it in
milliseconds); `assets` serves the files those faces use, through the cards' strict fetcher;
`live` watches the project and keeps the latest snapshot; `page` lays the snapshot out;
`server` ties them to HTTP, with Server-Sent Events telling the page to reload.
"""
