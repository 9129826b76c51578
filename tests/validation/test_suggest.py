"""Did-you-mean: closest candidates, compared on folded text, answered in their own spelling."""

from __future__ import annotations

import unicodedata

from cardkit.foundation.folding import fold
from cardkit.foundation.suggest import closest


def test_fold_ignores_case_accents_unicode_form_and_separators():
    assert fold("Morto-Vivo") == fold("morto_vivo") == fold("MORTO   VIVO") == "morto vivo"
    assert fold("Lâmina") == fold(unicodedata.normalize("NFD", "Lâmina")) == "lamina"
    assert fold("  Ação \u2013 Secundária ") == "acao secundaria"  # an en dash


def test_closest_answers_in_the_candidates_own_spelling_best_first():
    assert closest("costt", ["card_type", "cost", "copies"]) == ["cost"]
    assert closest("dano", ["danos", "dado", "nome"]) == ["danos", "dado"]
    assert closest("essencia", ["Essência", "Elemento"]) == ["Essência"]


def test_an_exact_folded_match_comes_first():
    assert closest("corrida", ["Corridas", "Corrida"], n=2) == ["Corrida", "Corridas"]


def test_nothing_close_gives_nothing():
    assert closest("xyz", ["name", "cost"]) == []
    assert closest("cost", []) == []
