"""Instructions that move a permanent chosen as they resolve, rendered back to Oracle text:
``MoveWriter``, a base of ``sim.text.render_library.LibraryWriter`` (one ``op_<verb>`` method
per verb): "return a [non<type>] [<color> [or <color>]] creature | permanent you control to its
owner's hand", "return another creature you control ..." (CR 115.1, 400.7;
``zone_verbs.RETURN_CHOSEN``)."""

from __future__ import annotations

from sim.model.programs import Op, Program
from sim.text.render_copies import CopyWriter
from sim.text.target_phrases import colors_words
from sim.text.wording import Piece, alt, canonical


def to_hand(program: Program, op: Op) -> Piece:
    """" to your hand" after a card returned from a graveyard; a card of an opponent's
    graveyard also " to their hand" (its owner's, CR 400.3: either wording goes there)."""
    if op.who.startswith("target:") and \
            program.targets[int(op.who[7:])].controller == "opponent":
        return alt(" to your hand", " to their hand")
    return " to your hand"


class MoveWriter(CopyWriter):
    """The ``op_return_chosen`` writer; ``program`` is the program the deriving writer
    renders."""

    def op_return_chosen(self, op: Op) -> Piece:
        """"return a blue or black creature you control to its owner's hand" (CR 115.1)."""
        program: Program = getattr(self, "program")  # noqa: B009 (the deriving writer's)
        spec = program.groups[int(op.who.split(":")[1])]
        noun = next(iter(spec.types))
        non: Piece = alt(f"non{spec.not_subtype.lower()} ", f"non-{spec.not_subtype.lower()} ") \
            if spec.not_subtype else ""
        colors = colors_words(spec.colors)
        first = canonical(non) or canonical(colors) or noun
        article = "another " if spec.other else "an " if first[0] in "aeiou" else "a "
        return ("return ", article, non, colors, noun, " you control to its owner's hand")

    def op_put_card_onto_the_battlefield(self, op: Op) -> Piece:
        """"put target creature card from a graveyard onto the battlefield [tapped] under your
        control" (CR 110.2a)."""
        yours: Piece = " under your control" if op.rule else alt("", " under its owner's control")
        return ("put ", self.who(op.who), " onto the battlefield", " tapped" if op.tapped else "",
                yours)
