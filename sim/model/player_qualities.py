"""Qualities a player's permanents give that player (CR 702.11d, 702.18d): "you have hexproof"
(its controller can't be the target of spells or abilities their opponents control) and "you
have shroud" (its controller can't be the target of spells or abilities), static rules
(``Static.rule``) read by ``sim.text.replacement_rules`` and checked as a player is chosen or
checked as a target (``sim.rules.player_targets``)."""

from __future__ import annotations

#: "you have hexproof" (CR 702.11d)
PLAYER_HEXPROOF = "you have hexproof"
#: "you have shroud" (CR 702.18d)
PLAYER_SHROUD = "you have shroud"
#: each rule's words (``sim.text.render_replacements``)
PLAYER_QUALITY_TEXTS = {PLAYER_HEXPROOF: PLAYER_HEXPROOF, PLAYER_SHROUD: PLAYER_SHROUD}
