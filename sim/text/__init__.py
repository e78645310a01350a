"""The Oracle compiler: a card's text in, the one ability model (``sim.model.abilities``,
``sim.model.programs``) out, with every clause the engine does not run yet listed verbatim.

``read_card(text, name, types)`` is the entry point (``card_reader``); ``build_card`` makes
a ``CardDef`` from a card file's or a scenario's fields with it (``card_fields``).

Card text is read by a declarative grammar, ``oracle.lark`` (package data), with lark's LALR
parser and contextual lexer (``grammar``): one start symbol per kind of phrase — a keyword or
ability (``predicate``), a static ability (``static``), one sentence of an effect
(``effect``), a target, a part of an activated ability's cost (``cost_part``), a triggered
ability's condition (``trigger``). Its transformer builds the model as each rule is reduced
(``static_rules``, ``effect_rules``, ``ability_rules``), checking the words the grammar leaves
open (creature types, qualities: ``vocabulary``). ``grammar.may_begin`` runs the parse table
alone (no tree) so that only phrases of the language reach the parser, and every phrase read
is cached.

Around the grammar: ``oracle`` splits a text into keyword lines and sentences and reads
activated and triggered abilities, ``static_text`` reads static ability phrases
(restrictions, requirements, anthems, costs, replacement effects) and parameterised keywords,
``effect_text`` reads what a spell or ability does into a ``Program`` (resolving each
sentence's subjects and targets in order), and ``keyword_names`` holds the keyword and
ability names and the normalisation every reader applies (the card's name as ``~``, CR
201.5). ``render`` writes the model back as text, to check each clause read.
"""

from sim.text.card_fields import (
    CARD_TYPES,
    CHARACTERISTIC_FIELDS,
    Fail,
    build_card,
    number_problem,
    shown,
)
from sim.text.card_reader import CardReading, is_spell, read_card
from sim.text.keyword_lines import KEYWORD_FORMS, parse_keyword, read_keyword
from sim.text.keyword_names import (
    ABILITIES,
    KEYWORDS,
    names,
    normalize,
    parse_ability,
    self_reference,
)
from sim.text.oracle import (
    FULL,
    NONE,
    PARTIAL,
    support_status,
)
from sim.text.static_text import param_text, parse_param

__all__ = ["ABILITIES", "CARD_TYPES", "CHARACTERISTIC_FIELDS", "CardReading", "FULL", "Fail",
           "KEYWORDS", "KEYWORD_FORMS", "NONE", "PARTIAL", "build_card", "is_spell", "names",
           "normalize", "number_problem", "param_text", "parse_ability", "parse_keyword",
           "parse_param", "read_card", "read_keyword", "self_reference", "shown",
           "support_status"]
