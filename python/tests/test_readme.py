"""python/README.md's examples, run as they are written."""

import doctest
import pathlib


def test_the_readme_examples():
    readme = pathlib.Path(__file__).parent.parent / "README.md"
    failed, tried = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert tried > 10 and failed == 0
