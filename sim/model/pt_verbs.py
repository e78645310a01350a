"""The instructions that switch or double a creature's power and toughness until end of turn
(split from ``sim.model.programs``, whose ``Op`` verbs they are; ``sim.text.pt_verb_rules``
reads them, ``sim.rules.pt_changes`` runs them, ``sim.text.render_pt_verbs`` writes them back).

* ``SWITCH_PT``: "switch target creature's power and toughness until end of turn" (CR 613.4d:
  the switch applies in layer 7d, after every change of layer 7c whatever its timestamp;
  ``Effect.switched``, ``sim.model.board.power_and_toughness``).
* ``DOUBLE_POWER``, ``DOUBLE_TOUGHNESS``, ``DOUBLE_BOTH``: "double target creature's power
  [and toughness] until end of turn" (CR 701.10a-c: the creature gets +X/+0, +0/+Y or +X/+Y,
  X its power and Y its toughness as the instruction is done; a layer 7c modification)."""

from __future__ import annotations

#: "switch <creature>'s power and toughness until end of turn" (CR 613.4d)
SWITCH_PT = "switch power and toughness"

#: "double <creature>'s power | toughness | power and toughness until end of turn" (701.10b)
DOUBLE_POWER = "double power"
DOUBLE_TOUGHNESS = "double toughness"
DOUBLE_BOTH = "double power and toughness"

#: what each doubling verb doubles: (power, toughness)
DOUBLED = {DOUBLE_POWER: (True, False), DOUBLE_TOUGHNESS: (False, True),
           DOUBLE_BOTH: (True, True)}

#: the characteristics each verb names, as Oracle text writes them
PT_WORDS = {SWITCH_PT: "power and toughness", DOUBLE_POWER: "power",
            DOUBLE_TOUGHNESS: "toughness", DOUBLE_BOTH: "power and toughness"}

__all__ = ["DOUBLED", "DOUBLE_BOTH", "DOUBLE_POWER", "DOUBLE_TOUGHNESS", "PT_WORDS",
           "SWITCH_PT"]
