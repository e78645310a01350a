"""Start your engines! and speed (CR 702.179, Aetherdrift), and max speed (702.178): the
names ``sim.text`` reads them as and ``sim.rules.speed`` runs.

A player's speed (702.179b-c) is kept on the player (``Player.speed``): 0 while they have no
speed (an effect asking for the speed of a player who has none sees 0, 702.179b), 1 to 4 once
they have one. "Start your engines!" is a static ability (702.179a) that a state-based action
reads (704.5z: a player with no speed who controls a permanent with it gets speed 1); a
player with speed has the inherent triggered ability "whenever one or more opponents lose
life during your turn, if your speed is less than 4, increase your speed by 1. This ability
triggers only once each turn" (702.179d). Speed never exceeds 4 (702.179e: a player with
speed 4 "has max speed"); "max speed — <ability>" (702.178a) means "as long as you have max
speed, this object has <ability>".
"""

from __future__ import annotations

#: "start your engines!" (CR 702.179a): a param kind, no value
ENGINES = "start your engines!"
#: the inherent triggered ability's instruction "increase your speed by 1" (CR 702.179d)
INCREASE_SPEED = "increase speed"
#: the highest speed (CR 702.179e): a player with it "has max speed" (702.178a)
MAX = 4
#: the count "your speed" (``Count.kind``; CR 702.179b: 0 while the player has none)
YOUR_SPEED = "your speed"
#: the static condition "you have max speed" (``Static.condition``; CR 702.178a)
MAX_SPEED = "max speed"
