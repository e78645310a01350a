"""The Oracle front end's one entry point: ``read_card(text, name, types)``.

A card's Oracle text is read into the one ability model (``sim.model.abilities``,
``sim.model.programs``): an instant's or sorcery's text is what it does as it resolves (CR
608.2) beside its keywords (``sim.text.oracle.read_spell``); any other card's text is its
abilities — keywords, static abilities, mana abilities, activated and triggered abilities
(``sim.text.oracle.read_text``). Every clause comes back verbatim, as run (``supported``) or
not (``unsupported``), so a card is never refused for a clause the engine does not run yet, and
``status`` says whether all of it runs (``full``), some (``partial``) or none.

A clause counts as run only when the piece of the ability model it was read into renders back
to it (``sim.text.render.round_trips``): one that does not is listed as not run, and in
``approximate`` with what the engine reads instead, so ``full`` is never claimed for a card
the engine plays differently from its text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

import attrs

from sim.model.abilities import Parsed, Static
from sim.model.granted_abilities import granted_texts
from sim.model.programs import Activated, Program, Triggered
from sim.model.pump_verbs import QUOTED_UNTIL
from sim.text.ability_breaks import with_breaks
from sim.text.granted_text import grantee_types
from sim.text.may_text import returns_unmodelled
from sim.text.oracle import FULL, read_text, support_status
from sim.text.render import Model, round_trips
from sim.text.render import text as rendered
from sim.text.spell_graveyard_abilities import read_spell_text


@attrs.frozen(slots=True)
class CardReading:
    """What the engine reads of a card's text: its keywords, parameterised abilities, static
    abilities and mana (``parsed``); its activated and triggered abilities; an instant's or
    sorcery's effect (``spell``); and its clauses, verbatim, run or not."""

    parsed: Parsed
    activated: tuple[Activated, ...] = ()
    triggered: tuple[Triggered, ...] = ()
    spell: Program | None = None
    supported: tuple[str, ...] = ()
    unsupported: tuple[str, ...] = ()
    #: the clauses read into something their text does not say: (clause, what the engine
    #: reads, rendered back)
    approximate: tuple[tuple[str, str], ...] = ()
    #: each clause run with the piece of the ability model it was read into
    clauses: tuple[tuple[str, Model], ...] = ()

    @property
    def status(self) -> str:
        """``full``, ``partial`` or ``none`` (``sim.text.oracle.support_status``)."""
        return support_status(self.supported, self.unsupported)


def is_spell(types: Sequence[str]) -> bool:
    """Whether a card of these types is an instant or a sorcery (CR 304, 307)."""
    return "Instant" in types or "Sorcery" in types


def read_card(text: str, name: str = "", types: Sequence[str] = ("Creature",)) -> CardReading:
    """Read the Oracle ``text`` of the card ``name`` (its name in the text means itself, CR
    201.5) of card ``types``: see the module docstring. Abilities run together in the text
    are read apart (``sim.text.ability_breaks``)."""
    text = with_breaks(text)
    if is_spell(types):
        spell = read_spell_text(text, name)  # its graveyard abilities too (CR 113.6k)
        supported, unsupported, approximate = _checked(spell.read, spell.supported,
                                                       spell.unsupported, name, types)
        return CardReading(spell.keywords, spell.activated, spell.triggered, spell=spell.program,
                           supported=supported,
                           unsupported=unsupported, approximate=approximate,
                           clauses=_kept(spell.read, supported))
    reading = read_text(text, name)
    supported, unsupported, approximate = _checked(reading.read, reading.supported,
                                                   reading.unsupported, name, types)
    return CardReading(reading.parsed, reading.activated, reading.triggered, None,
                       supported, unsupported, approximate, _kept(reading.read, supported))


def _kept(read: Sequence[tuple[str, Model]], supported: tuple[str, ...]
          ) -> tuple[tuple[str, Model], ...]:
    """The clauses still counted as run, each with its piece of the model."""
    return tuple((clause, model) for clause, model in read if clause in supported)


def _checked(read: Sequence[tuple[str, Model]], supported: tuple[str, ...],
             unsupported: tuple[str, ...], name: str, types: Sequence[str] = ()
             ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The clauses run and not, once each clause said to run is rendered back: one whose
    model does not round-trip moves to the clauses not run (an ability whose program skips
    sentences lists those already, and is not checked)."""
    lost = [(clause, model) for clause, model in read
            if not _skips(model) and not round_trips(clause, model, name)]
    idle = [clause for clause, model in read if not _tokens_run(model) or
            isinstance(model, Parsed) and not granted_run(model) or
            not quoted_run(model, clause, name) or
            returns_unmodelled(model, types)]
    if not lost and not idle:
        return supported, unsupported, ()
    gone = {clause for clause, _ in lost} | set(idle)
    return (tuple(c for c in supported if c not in gone),
            unsupported + tuple(c for c in supported if c in gone),
            tuple((clause, rendered(model, clause)) for clause, model in lost))


def _tokens_run(model: Model) -> bool:
    """Whether every token ``model`` creates with abilities written out ("a 0/1 Eldrazi
    Spawn creature token. It has "Sacrifice this creature: Add {C}."", CR 111.4) has
    abilities the engine runs in full: the clause creating it runs only then."""
    program = model if isinstance(model, Program) else getattr(model, "program", None)
    stack = [program] if isinstance(program, Program) else []
    while stack:
        each = stack.pop()
        stack += [*each.modes, *([each.reflexive] if each.reflexive is not None else [])]
        stack += [op.program for op in each.ops if op.program is not None]  # a delayed one's
        for op in each.ops:
            token = op.token
            if token is not None and token.text and not token.kind and \
                    not _runs_in_full(token.text, token.name, token.types):
                return False
    return True


def granted_run(parsed: Parsed) -> bool:
    """Whether every quoted ability ``parsed``'s static abilities grant (CR 613.1f;
    ``sim.text.granted_text``) reads, alone, into activated or triggered abilities the engine
    runs in full: the clause granting it runs only then."""
    return all(_granted(text, grantee_types(s)) is not None
               for s in parsed.statics for text in granted_texts(s))


def quoted_run(model: Model, clause: str, name: str) -> bool:
    """Whether every quoted ability ``model``'s instructions grant for a time ('gains
    "<ability>" until end of turn', CR 611.2a, 613.1f; ``sim.model.pump_verbs.QUOTED_UNTIL``)
    reads, alone, into activated or triggered abilities the engine runs in full, and names
    no other object than the permanent that has it ("this creature", 113.6, 201.5: not the
    card's own name in ``clause``, nor "this Aura")."""
    program = model if isinstance(model, Program) else getattr(model, "program", None)
    stack = [program] if isinstance(program, Program) else []
    while stack:
        each = stack.pop()
        stack += [*each.modes, *([each.reflexive] if each.reflexive is not None else [])]
        stack += [op.program for op in each.ops if op.program is not None]
        for op in each.ops:
            quoted = [t for k, t in op.params if k == QUOTED_UNTIL]
            quoted += op.becoming.quoted if op.becoming is not None else ()  # 'becomes ... with
            for text in quoted:  # "<ability>"' (``sim.model.become_verbs``)
                if _granted(text, ("Creature",)) is None or _names_other(clause, name):
                    return False
    return True


def quoted_abilities(text: str) -> tuple[tuple[Activated, ...], tuple[Triggered, ...]]:
    """The quoted ability ``text`` a creature is granted for a time (``quoted_run``: it reads
    in full), compiled; none if it doesn't read."""
    reading = _granted(text, ("Creature",))
    return ((), ()) if reading is None else (reading.activated, reading.triggered)


def _names_other(clause: str, name: str) -> bool:
    """Whether a quotation in ``clause`` names the card ``name`` or "this <object>" other
    than a creature."""
    for quoted in _QUOTATION.findall(clause):
        low = quoted.lower()
        if name and name.lower() in low or _THIS_OTHER.search(low):
            return True
    return False


_QUOTATION = re.compile(r'"([^"]*)"')
_THIS_OTHER = re.compile(r"\bthis (?!creature\b)[a-z]+\b")


def oracle_cased(text: str) -> str:
    """A quoted ability kept in lower case (``sim.text.keyword_names.normalize``) written as
    Oracle text writes an ability (CR 113.3): each sentence begins with a capital, and so does
    each part of an activated ability's cost ("{1}, Sacrifice a permanent: This creature gains
    flying", CR 602.1, 118.1), which is how the reader tells a cost from an effect."""
    head, colon, rest = text.partition(": ")
    if colon and not _TRIGGER_START.match(head) and '"' not in head:
        text = ", ".join(_capital(p) for p in head.split(", ")) + colon + rest
    return _SENTENCE_START.sub(lambda m: m[1] + m[2].upper(), _capital(text))


def _capital(part: str) -> str:
    return part[:1].upper() + part[1:]


_TRIGGER_START = re.compile(r"(when|whenever|at)\b", re.IGNORECASE)
_SENTENCE_START = re.compile(r"((?:^|[.:]) )([a-z])")


@lru_cache(maxsize=4096)
def _granted(text: str, types: tuple[str, ...]) -> CardReading | None:
    """The quoted ability ``text`` read for a permanent of ``types``, if it runs in full and
    is only activated and triggered abilities (a keyword or static ability is granted as
    such, not quoted); its words in lower case are read as Oracle text writes them
    (``oracle_cased``)."""
    cased = oracle_cased(text)
    reading = read_card(cased, "", types)
    parsed = reading.parsed
    if reading.status != FULL or parsed.flags or parsed.params or parsed.statics or \
            parsed.mana or not (reading.activated or reading.triggered):
        return None
    if cased == text:
        return reading
    return attrs.evolve(reading,  # each ability's text as the quotation keeps it
                        activated=tuple(attrs.evolve(a, text=a.text.lower())
                                        for a in reading.activated),
                        triggered=tuple(attrs.evolve(t, text=t.text.lower())
                                        for t in reading.triggered))


def granted_abilities(statics: Sequence[Static]
                      ) -> tuple[tuple[str, tuple[Activated, ...], tuple[Triggered, ...]], ...]:
    """The quoted abilities ``statics`` grant, each compiled (``CardDef.granted``): only those
    that run in full (``granted_run``)."""
    out = []
    for s in statics:
        for text in granted_texts(s):
            reading = _granted(text, grantee_types(s))
            if reading is not None:
                out.append((text, reading.activated, reading.triggered))
    return tuple(out)


@lru_cache(maxsize=4096)
def _runs_in_full(text: str, name: str, types: tuple[str, ...]) -> bool:
    return read_card(text, name, types).status == FULL


def _skips(model: Model) -> bool:
    """Whether ``model`` is an ability or program that already lists sentences it skips."""
    program = model if isinstance(model, Program) else getattr(model, "program", None)
    return isinstance(program, Program) and bool(program.unsupported)
