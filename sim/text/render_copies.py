"""Copies of spells (CR 707.10, 707.10c; storm, 702.40a) back to their Oracle text:
``CopyWriter``, a base of ``sim.text.render_library.LibraryWriter``."""

from __future__ import annotations

from sim.model import programs as pg
from sim.model.programs import Op
from sim.text.keyword_triggers import CASCADE_WORDS, MYRIAD_WORDS
from sim.text.wording import Piece, alt, normal


def _yours(writer: object, who: str) -> str:
    """" you control" after a spell target of the controller's own (CR 115.1)."""
    program = getattr(writer, "program", None)
    if program is None or not who.startswith("target:"):
        return ""
    spec = program.targets[int(who.split(":")[1])]
    return " you control" if spec.controller == "you" and "spell" in spec.types else ""


#: how many copies "copy ... twice | three times" makes (CR 707.10)
_TIMES = {2: " twice", 3: " three times"}


class CopyWriter:
    """The ``op_copy_spell`` writer; ``who`` is the subject writer of the class that derives
    from it."""

    def who(self, who: str) -> Piece:
        """The words of the subject ``who`` (the deriving writer's)."""
        raise NotImplementedError

    def op_pay_to_copy(self, op: Op) -> Piece:
        """Chain Lightning's "then that player or that permanent's controller may pay {R}{R}"
        (CR 118.12)."""
        return f"then that player or that permanent's controller may pay {op.rule.lower()}"

    def op_cascade(self, op: Op) -> Piece:
        """Cascade's instruction, as its rule words it (CR 702.85a)."""
        return normal(CASCADE_WORDS)

    def op_myriad(self, op: Op) -> Piece:
        """Myriad's instruction, as its rule words it (CR 702.116a)."""
        return normal(MYRIAD_WORDS)

    def op_storm_copies(self, op: Op) -> Piece:
        """Storm's copies (CR 702.40a)."""
        return self.op_copy_spell(op)

    def op_copy_spell(self, op: Op) -> Piece:
        """Copies of a spell (CR 707.10, 702.40a storm), and "you may choose new targets for
        the copy|copies" (707.10c)."""
        if op.rule == pg.PAYER_COPIES:  # Chain Lightning's (CR 707.10c)
            return "if the player does, they may copy ~ and may choose a new target for that copy"
        storm = op.verb == pg.STORM_COPIES
        body: Piece = "copy it for each spell cast before it this turn" if storm else \
            ("copy that spell", _TIMES.get(op.amount, "")) if op.who == pg.THAT_SPELL else \
            ("copy ", self.who(op.who), _yours(self, op.who),  # a cast trigger's spell: 707.10
             _TIMES.get(op.amount, ""))
        if op.rule == pg.NEW_TARGETS:
            body = (body, ". you may choose new targets for the ",
                    "copies" if storm or op.amount > 1 else "copy")
        return body

    def op_when_you_next_cast(self, op: Op) -> Piece:
        """"when you cast your next | next cast an instant or sorcery spell [with mana value N
        or less] this turn, <copy that spell ...>" (CR 603.7a, 707.10; ``next_cast_text``)."""
        assert op.program is not None
        kind, _, bound = op.rule.partition(" mv<=")
        article = "an" if kind[0] in "aeiou" else "a"
        return ("when you ", alt("cast your next ", f"next cast {article} "), kind, " spell",
                f" with mana value {bound} or less" if bound else "", " this turn, ",
                self.op_copy_spell(op.program.ops[-1]))

    def op_copy_token(self, op: Op) -> Piece:
        """"create a [tapped] token that's a copy of <permanent>" (CR 707.2, 111.1)."""
        return ("create a ", "tapped " if op.tapped else "", "token that's a copy of ",
                self.who(op.who), except_types(op.types))


def except_types(types: tuple[str, ...]) -> Piece:
    """", except it's a <types> in addition to its other types" (CR 707.9b); "" for none."""
    if not types:
        return ""
    words = " ".join(t.lower() for t in types)
    return f", except it's {'an' if words[0] in 'aeiou' else 'a'} {words} in addition to its " \
        "other types"
