"""Which of ``sim``'s modules the compiled build (``setup.py``, mypyc) compiles, and which it
leaves interpreted. Read by ``setup.py`` from this file (importing ``sim`` there would import
the engine) and by the build's tests; never compiled itself.

Compiled: the engine, where games, combats and search spend their time (``model``,
``legality``, ``rules``, ``engine``), and the Oracle compiler's modules that reading cards
spends its time in (``COMPILED_TEXT``). Interpreted: the rest of the Oracle compiler (read
once per card: rendering back, rare wordings), the files and reports (``io``), the variants,
and the modules mypyc cannot or must not compile (``INTERPRETED``). Every module compiled costs
build time (the build compiles one C file a module, about 70 MB of C for the whole package),
so a module joins the compiled ones when a profile shows time spent in it.
"""

#: modules and folders (paths in ``sim``; a folder ends with ``/``) left interpreted, besides
#: every package's ``__init__`` (they re-export) and the Oracle compiler's modules not in
#: ``COMPILED_TEXT``: ``_build`` and this module (they choose what runs and what compiles);
#: the attrs classes with a ``ClassVar`` ``kind`` (mypyc turns those annotations into attrs
#: fields); the exceptions (pickled through ``__dict__`` by the Monte Carlo workers); the
#: conformance checker (an ``AssertionError`` subclass: the whole ``testing`` package); the
#: hand verbs' attrs classes; files, scenarios and reports (``io``: read and written once a
#: job) and the variants (``variants``: played rarely)
INTERPRETED = {"_build.py", "_build_modules.py", "model/events.py", "model/actions.py",
               "model/errors.py", "model/hand_verbs.py", "testing/", "io/", "variants/"}

#: the Oracle compiler's modules compiled (paths in ``sim``): those where
#: ``mtgsim cards coverage`` spends 85% of its time outside the grammar (profiled over the
#: 29,315 cards of a full Oracle export), and the bases and subclasses of their classes (a
#: compiled class cannot have an interpreted base, nor an interpreted subclass). Never the
#: grammar's transformer (``sim.text.grammar`` and its ``*_rules`` modules subclass lark's
#: ``Transformer``, which mypyc cannot compile) nor the cache of its parser
#: (``sim.text.grammar_cache``: a ``dict`` subclass lark's parser reads)
COMPILED_TEXT = {f"text/{name}.py" for name in (
    "oracle", "keyword_names", "effect_text", "wording", "card_fields", "card_reader",
    "delayed_text", "static_text", "line_text", "spell_reductions", "effect_sentences",
    "render", "render_statics", "mode_headings", "may_text", "control_conditions",
    "restriction_unless_text", "instead_text", "this_way_text",
    # render_effects and the writers built on its names
    "render_effects", "render_costs", "render_up_to", "render_library", "render_moves",
    "render_copies")}


def interpreted(relative: str) -> bool:
    """Whether the module at ``relative`` (a path in ``sim``, ``/``-separated) stays
    interpreted in the compiled build."""
    if relative.endswith("__init__.py") or relative in INTERPRETED:
        return True
    if relative.startswith("text/") and relative not in COMPILED_TEXT:
        return True
    return any(relative.startswith(folder) for folder in INTERPRETED if folder.endswith("/"))
