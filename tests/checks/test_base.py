from tests.checks.fixtures import FixtureProject


def test_the_base_fixture_is_clean(project: FixtureProject) -> None:
    report = project.check()
    assert report.sorted() == []
