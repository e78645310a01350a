"""The instructions of the fight family (issue 29): fights (CR 701.14), a creature dealing
damage to itself equal to its power (CR 120.3), and "if a creature dealt damage this way would
die this turn, exile it instead" (a replacement effect, CR 614.1a). Split from
``sim.model.programs``, whose ``Op`` verbs they are; the bite (``programs.BITE``) is their
kin."""

from __future__ import annotations

#: "<first> fights <second>", "[you may] have <first> fight <second>" (CR 701.14a): each deals
#: damage equal to its power to the other; ``Op.rule`` names the first creature (``target:0``,
#: ``SELF``, ``THAT``), ``Op.who`` the second (``sim.rules.fighting``)
FIGHT = "fight"
#: "<creature> deals damage to itself equal to its power" (CR 120.3): each creature ``Op.who``
#: names is both the source and the recipient
BITE_ITSELF = "bite itself"
#: "if a creature dealt damage this way would die this turn, exile it instead" after a damage
#: instruction (CR 614.1a, 614.6): each creature the resolving object's damage reached during
#: this resolution is exiled instead of dying until the turn ends
EXILE_DAMAGED = "exile damaged this way"
#: "~ deals damage equal to the sacrificed creature's power to <who>" (CR 120.3, 608.2h): the
#: creature sacrificed to pay the spell's or ability's cost (``StackItem.sacrificed``), by its
#: last known power; the source is ~
SACRIFICED_BITE = "bite by the sacrificed"
#: "if that creature [or planeswalker] would die this turn, exile it instead" after an
#: instruction on a target (CR 614.1a): a replacement effect on its dying until the turn
#: ends, whether or not it was dealt damage; ``Op.rule`` the words naming it ("that
#: creature", "it", "that creature or planeswalker")
EXILE_IF_IT_DIES = "exile if it would die"
#: the parameter of "If a creature dealt damage by ~ this turn would die, exile it instead"
#: (Frostwielder; CR 614.1a: a static ability's replacement effect on dying, while ~ is on the
#: battlefield; ``sim.rules.exile_instead``), its own words
EXILE_DAMAGED_BY = "if a creature dealt damage by ~ this turn would die, exile it instead"
#: "if a creature would die this turn, exile it instead" (Cry of the Carnarium; CR 614.1a): a
#: rule until end of turn (``programs.RULE``, ``Board.rule_effects``) replacing every
#: creature's dying, those that enter later this turn too
EXILE_DYING = "creatures are exiled instead of dying"
