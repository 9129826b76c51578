"""The rulebook's templates: the cards' sandboxed, strict, autoescaping template set, same folders
(the project's `templates/` first, then cardkit's), with the rulebook's files under `rulebook/`.

Only templates are Jinja source; chapter text never is. Their words come from the edition
(`cardkit.i18n.wording`), like the cards'.
"""

from __future__ import annotations

from cardkit.content import LoadedProject
from cardkit.i18n.wording import Wording
from cardkit.output.documents import output_templates
from cardkit.output.resources import template_folders
from cardkit.output.templating import TemplateSet
from cardkit.rulebook.markdown import trait_anchor


def rulebook_templates(loaded: LoadedProject) -> TemplateSet:
    return output_templates(
        loaded.project.root,
        template_folders(loaded),
        {
            **Wording.of(loaded).template_globals(),
            "trait_anchor": trait_anchor,
        },
        loaded.theme,
    )
