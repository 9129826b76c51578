"""The rulebook's templates: the cards' sandboxed, strict, autoescaping template set, same folders
(the project's `templates/` first, then cardkit's), with the rulebook's files under `rulebook/`.

Only templates are Jinja source; chapter text never is. Their words come from the edition
(`cardkit.render.wording`), like the cards'.
"""

from __future__ import annotations

from cardkit.content import LoadedProject
from cardkit.render.resources import fonts_dir, template_folders
from cardkit.render.templating import TemplateSet, template_set
from cardkit.render.wording import Wording
from cardkit.rulebook.markdown import trait_anchor


def rulebook_templates(loaded: LoadedProject) -> TemplateSet:
    return template_set(
        loaded.project.root,
        template_folders(loaded),
        {
            **Wording.of(loaded).template_globals(),
            "trait_anchor": trait_anchor,
            "font_url": lambda name: (fonts_dir() / name).as_uri(),
        },
    )
