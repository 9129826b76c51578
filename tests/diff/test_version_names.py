"""How players call the versions an errata compares (`cardkit.diff.version_names`): a label, a
tag, a date worded by the labels, never a git expression."""

from __future__ import annotations

import calendar
from pathlib import Path

from cardkit.diff.version_names import NEW, OLD, VersionName, told_apart, version_name
from cardkit.i18n.labels import labels_for
from tests.diff.repo import commit, git

NOV_3 = calendar.timegm((2026, 11, 3, 10, 0, 0))
NOV_20 = calendar.timegm((2026, 11, 20, 10, 0, 0))
DEC_1 = calendar.timegm((2026, 12, 1, 10, 0, 0))


def test_a_date_is_worded_by_the_labels_as_the_colophon_words_an_edition() -> None:
    pt, en = labels_for("pt-BR"), labels_for("en")
    assert VersionName(OLD, epoch=NOV_3).worded(pt) == "a Edição 2026-11"
    assert VersionName(OLD, epoch=NOV_3).worded(en) == "Edition 2026-11"
    assert VersionName(OLD, given="v1.0").worded(en) == "v1.0"
    assert (VersionName(OLD).worded(en), VersionName(NEW).worded(pt)) == ("the previous edition", "esta edição")


def test_two_dates_of_one_month_are_told_apart_by_the_day() -> None:
    en = labels_for("en")
    old, new = told_apart(VersionName(OLD, epoch=NOV_3), VersionName(NEW, epoch=NOV_20))
    assert (old.worded(en), new.worded(en)) == ("Edition 2026-11-03", "Edition 2026-11-20")
    old, new = told_apart(VersionName(OLD, epoch=NOV_3), VersionName(NEW, epoch=DEC_1))
    assert (old.worded(en), new.worded(en)) == ("Edition 2026-11", "Edition 2026-12")


def test_a_commit_is_named_by_its_tag_else_by_its_date_and_a_label_wins(tmp_path: Path) -> None:
    (tmp_path / "rules.md").write_text("one\n", encoding="utf-8")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "first", "--date", "2026-11-03T10:00:00Z")
    first = git(tmp_path, "rev-parse", "HEAD").strip()
    assert version_name(OLD, tmp_path, first).epoch is not None  # the committer's date: today here
    git(tmp_path, "tag", "first-print")
    assert version_name(OLD, tmp_path, first).given == "first-print"
    assert version_name(OLD, tmp_path, first, label="Edição de lançamento").given == "Edição de lançamento"
    (tmp_path / "rules.md").write_text("two\n", encoding="utf-8")
    commit(tmp_path, "second")
    assert version_name(NEW, tmp_path, git(tmp_path, "rev-parse", "HEAD").strip()).given is None


def test_a_folder_outside_git_is_named_by_its_place(tmp_path: Path) -> None:
    assert version_name(OLD, tmp_path, None).worded(labels_for("en")) == "the previous edition"
