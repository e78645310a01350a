"""The legality engine: whether a declaration of attackers or blockers is legal (CR 508.1,
509.1), exactly, and why; every legal declaration, counted, listed and drawn lazily; and the
legal damage assignments and bands.

``is_legal(state, declaration) -> Verdict`` and the lazy ``legal_attacks(state)`` /
``legal_blocks(state)`` (``legal_declarations``) are the entry points. Beneath them:
``problems`` (each creature's own restrictions), ``constraints`` (a position compiled into
restrictions, requirements and costs), ``search`` (independent groups and branch and bound),
``judge`` (one declaration judged) and ``enumeration`` (counting, listing, drawing). Damage:
``damage_assignment`` (legal combat damage assignments, CR 510.1) and ``assignments``
(counted and indexed without listing). ``bands`` lists legal attacking bands (702.22c).
``legal_actions`` wraps them as the decision loop's lazy ``LegalActions`` sequences.
"""

from sim.legality.enumeration import Enumerator
from sim.legality.judge import Judge
from sim.legality.legal_declarations import (
    LegalAttacks,
    LegalBlocks,
    LegalDeclarations,
    is_legal,
    legal_attacks,
    legal_blocks,
)
from sim.legality.verdicts import Verdict, Violation

__all__ = ["Enumerator", "Judge", "LegalAttacks", "LegalBlocks", "LegalDeclarations", "Verdict",
           "Violation", "is_legal", "legal_attacks", "legal_blocks"]
