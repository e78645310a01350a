"""The words of the replacement effects that modify an event (CR 614.1a;
``sim.model.replacement_verbs``, read by ``sim.text.replacement_rules``), for
``sim.text.render_statics``."""

from __future__ import annotations

from sim.model.abilities import PREVENT_REMOVING_PLUS, Static
from sim.model.peek_verbs import LOOK_TOP_ANY_TIME
from sim.model.player_qualities import PLAYER_QUALITY_TEXTS
from sim.model.replacement_verbs import LIFE_GAIN_TWICE, TOKENS_TWICE, TOKENS_TWICE_EFFECT
from sim.model.top_play_verbs import (
    ALSO_LOOK,
    LOOK_TOP_AND_FACE_DOWN,
    PLAY_FROM_TOP,
    REVEAL_TOP,
    REVEAL_TOPS,
    TOP_PLAYS,
    top_plays_text,
)
from sim.text.render_entering import ENTERING_RULES, Group, entering_counted
from sim.text.render_flash import static_words
from sim.text.render_player_conditions import not_creature_words
from sim.text.render_prevention import PREVENTION_TEXTS
from sim.text.render_redirects import REDIRECT_TEXTS
from sim.text.render_restrictions import STATIC_RESTRICTION_TEXTS
from sim.text.wording import Piece

#: each static rule's text
REPLACEMENT_TEXTS = {
    LIFE_GAIN_TWICE: "if you would gain life, you gain twice that much life instead",
    TOKENS_TWICE: "if one or more tokens would be created under your control, twice that many "
                  "of those tokens are created instead",
    TOKENS_TWICE_EFFECT: "if an effect would create one or more tokens under your control, it "
                         "creates twice that many of those tokens instead",
    **PLAYER_QUALITY_TEXTS,  # CR 702.11d, 702.18d (``sim.model.player_qualities``)
    **PREVENTION_TEXTS,  # CR 615.1a (``sim.text.render_prevention``)
    PREVENT_REMOVING_PLUS: "if damage would be dealt to ~, prevent that damage. remove a "
                           "+1/+1 counter from ~",
    **REDIRECT_TEXTS,  # CR 614.9 (``sim.text.render_redirects``)
    # not a replacement: a static rule's words in the same table (CR 401.2, ``top_peek``)
    LOOK_TOP_ANY_TIME: "you may look at the top card of your library any time",
    REVEAL_TOP: "play with the top card of your library revealed",  # CR 401.2
    REVEAL_TOPS: "players play with the top card of their libraries revealed",
    LOOK_TOP_AND_FACE_DOWN: f"you may {LOOK_TOP_AND_FACE_DOWN}",  # CR 401.2, 708.5
    # not a replacement: a restriction on casting (CR 101.2, ``sim.text.render_restrictions``)
    **STATIC_RESTRICTION_TEXTS,
}


def other_rule(s: Static, group: Group) -> Piece:
    """The words of a static rule ``sim.text.render_statics`` has no words for: "you may
    <play> from the top of your library" (CR 601.2a, 305.1; ``sim.model.top_play_verbs``),
    after "you may look at the top card of your library any time, and" when it says so;
    else a marker no clause reads; "~ enters with ... counters on it" and "<creatures> enter
    with additional counters" (``sim.text.render_entering``, their subject by ``group``)."""
    if s.rule in ENTERING_RULES:  # "~ enters with ... counters on it" (614.1c)
        return entering_counted(s, group)
    not_creature = not_creature_words(s)  # CR 613.1d (sim.model.conditional_types)
    if not_creature is not None:
        return not_creature
    flash = static_words(s)  # CR 702.8a (``sim.text.render_flash``)
    if flash is not None:
        return flash
    if s.rule == PLAY_FROM_TOP:
        plays = next(v for k, v in s.params if k == TOP_PLAYS)
        said = f"you may {top_plays_text(plays)} from the top of your library"
        if any(k == ALSO_LOOK for k, _ in s.params):
            return f"{REPLACEMENT_TEXTS[LOOK_TOP_ANY_TIME]}, and {said}"
        return said
    return f"<rule {s.rule}>"
