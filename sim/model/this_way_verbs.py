"""The ``Op`` verbs of instructions that refer to what the instruction before them did (CR
608.2c: "... this way"), split from ``sim.model.programs``: "you gain life equal to the damage
dealt this way" (``GAIN_DEALT``; read by ``sim.text.library_rules``, checked by
``sim.text.this_way_text``, written back by ``sim.text.render_this_way``, run by
``sim.rules.dealt_this_way``)."""

from __future__ import annotations

#: "you gain life equal to the damage dealt this way" (CR 608.2c, 120.3, 119.3): right after
#: an instruction dealing damage, the damage its source dealt by it (after prevention, 615)
GAIN_DEALT = "gain life equal to the damage dealt this way"

#: "<prevention>. You gain life equal to the damage prevented this way" (CR 615.1a, 608.2c,
#: 119.3): one instruction whose ``Op.program`` holds the prevention instruction (its only
#: one); each prevention effect it creates makes its controller gain life as it prevents
#: damage, that much (``sim.rules.replacement.DamageEffect.gains``)
GAIN_PREVENTED = "prevent, gaining life equal to the damage prevented this way"
#: the words of its second sentence
GAIN_PREVENTED_WORDS = "you gain life equal to the damage prevented this way"

#: "<instruction> for each <kind> destroyed this way" (CR 608.2c, 701.8a): one instruction
#: whose ``Op.program`` holds the instruction done that many times over ("you gain 1 life",
#: "draw a card", "put a +1/+1 counter on ~"), ``Op.card`` the kind named ("creature",
#: "permanent"); the count is of the permanents the destroy instruction just before it
#: destroyed (``Resolving.destroyed``: not an indestructible or regenerated one, 702.12b,
#: 701.19a; one put elsewhere than a graveyard by a replacement effect still was destroyed)
PER_DESTROYED = "for each destroyed this way"

#: "[you may] put a <kind> card from among the cards milled this way | from among them into
#: your hand" right after "mill N cards" (CR 701.13a, 608.2c, 400.7): ``Op.card`` the card
#: type ("land", "permanent"), ``Op.rule`` the words naming the milled cards; its controller
#: chooses one of the cards the mill just before it put into their graveyard, still there
#: (``Resolving.milled``); none put, "if you don't, ..." after it is done (118.12 wording)
MILLED_TO_HAND = "put a milled card into your hand"

#: "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1
#: damage prevented this way, put a +1/+1 counter on that creature" (CR 615.1a, 122.1): as
#: ``GAIN_PREVENTED``, the prevention effects it makes put that many +1/+1 counters on the
#: creature as they prevent damage to it (``DamageEffect.grows``)
COUNTERS_PREVENTED = "prevent, putting +1/+1 counters for the damage prevented this way"
#: the words of its second sentence
COUNTERS_PREVENTED_WORDS = ("for each 1 damage prevented this way, put a +1/+1 counter on that "
                            "creature")

#: "Destroy all creatures target opponent controls. ~ deals damage to that player equal to
#: their total power" (CR 608.2c, 608.2h, 208.1): right after the program's one destroy
#: instruction, of a group of creatures one target player controls, damage from the source to
#: that player (``Op.who`` the player's target slot) equal to the total power of the creatures
#: that instruction acted on, each as it last existed on the battlefield (603.10a, 113.7a:
#: ``Resolving.destroyed_power``; an indestructible or regenerated one is still one of "their")
DAMAGE_DESTROYED_POWER = "deal damage equal to their total power"
#: its sentence
DAMAGE_DESTROYED_POWER_WORDS = "~ deals damage to that player equal to their total power"
