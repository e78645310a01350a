"""What a resolution waiting for a choice asks (``Resolving.asking``): who answers, the
decision's kind, its prompt and its options — the optional part ("you may", CR 603.5), an
optional cost (118.12), the permanent a player sacrifices (701.21a) or the card they discard
(701.9a), what a creature entering attacking attacks (508.4), "a source of your choice"
(609.7a), a color or creature type (614.12, 608.2d), a clone's choice (707.2), the choices of
a permanent that entered (``sim.rules.arriving``), and the card choices of copies, cascade,
exile casts, manifest dread, looks and the top card. ``sim.rules.priority`` asks it."""

from __future__ import annotations

from sim.model.clash_verbs import CLASH
from sim.model.decisions import DecisionKind
from sim.model.keyword_verbs import MYRIAD, NO_TOKEN
from sim.model.player_verbs import HAND_TO_TOP, SACRIFICE_UNLESS_DISCARD, UNTAP_LANDS
from sim.model.programs import (
    ATTACH,
    CASCADE,
    DRAW,
    MANIFEST_DREAD,
    MODIFY,
    PAY_FOR_REFLEXIVE,
    PAY_TO_COPY,
    SEARCH,
    TOP_CARD,
    YOU,
)
from sim.model.ring_verbs import TEMPT
from sim.model.stack_objects import (
    ATTACKED,
    CARD_CHOICE,
    DISCARD_CHOICE,
    MANA_CHOICE,
    PAY_CHOICE,
    PERMANENT_CHOICE,
    PLACE_CHOICE,
    QUALITY_CHOICE,
    RETURN_CHOICE,
    SACRIFICE_CHOICE,
    SOURCE_CHOICE,
    Resolving,
)
from sim.model.state import GameState
from sim.model.token_attack_verbs import TOKEN_EACH_OPPONENT
from sim.model.ward_costs import ward_payment
from sim.model.zone_verbs import CAST_COPY, CAST_FROM_EXILE, ENCODE, EXILE_TO_PLAY
from sim.rules import (
    arriving,
    dredge,
    effect_objects,
    hand_top,
    myriad,
    top_card,
    upkeep,
)
from sim.rules.arriving import ARRIVING
from sim.rules.cascade import question as cascade_question
from sim.rules.chosen import quality_options
from sim.rules.chosen_bounce import options as bounce_options
from sim.rules.chosen_bounce import question as bounce_question
from sim.rules.clash import question as clash_question
from sim.rules.clones import clone_question
from sim.rules.copies import COPIES, pay_question, retarget_question
from sim.rules.damage_recipient import asks_recipient
from sim.rules.effect_objects import sacrifice_options
from sim.rules.entering_attacking import attack_options
from sim.rules.exile_cast import copy_question, encode_question
from sim.rules.exile_cast import question as exile_cast_question
from sim.rules.exile_play import question as impulse_question
from sim.rules.face_down import manifest_question
from sim.rules.keyword_ops import permanent_options
from sim.rules.library import look_question
from sim.rules.mana_ops import mana_options
from sim.rules.may_ops import MAY_OPS
from sim.rules.may_ops import question as may_question
from sim.rules.optional_costs import OPTIONAL_COSTS, cost_question
from sim.rules.pump import offered
from sim.rules.riot import entering_chooser, entering_question
from sim.rules.searching import question as search_question
from sim.rules.soulbond import PAIR
from sim.rules.source_choice import source_options
from sim.rules.token_attacks import each_opponent_options
from sim.rules.unless import asks_unless
from sim.rules.unless import question as unless_question
from sim.rules.x_payments import fixed_part, x_options


def question(state: GameState, work: Resolving) -> tuple[str, DecisionKind, str,
                                                         tuple[str, ...]]:
    """The decision the resolution ``work`` waits for: (who answers, its kind, what it asks,
    its options)."""
    item = work.item
    chooser = item.controller
    if work.asking == ARRIVING:  # 614.12: a permanent that entered asks its controller
        chooser, kind, what, options = arriving.question(state, work)
    elif asks_unless(work):  # 118.12a: "... unless <player> pays <cost>"
        chooser, kind, what, options = unless_question(state, work)
    elif work.asking in (PAY_CHOICE, SACRIFICE_CHOICE) and work.item.effect.ops[work.index].verb \
            in OPTIONAL_COSTS:  # 118.12: "you may pay {1}|sacrifice a creature. if you do"
        sacrifice, what, options = cost_question(state, work)
        kind = DecisionKind.CHOOSE_SACRIFICE if sacrifice else DecisionKind.CHOOSE_QUALITY \
            if work.item.effect.ops[work.index].x else DecisionKind.CHOOSE_PAY  # X: 107.3
    elif work.asking == SACRIFICE_CHOICE:  # 701.21a: the player who sacrifices chooses
        chooser, options = sacrifice_options(state, work)
        kind, what = DecisionKind.CHOOSE_SACRIFICE, "choose a permanent to sacrifice (CR 701.21a)"
    elif work.asking == DISCARD_CHOICE:  # 701.9a: the player who discards chooses
        chooser, options = effect_objects.discard_options(state, work)
        kind, what = DecisionKind.CHOOSE_DISCARD, "choose a card to discard (CR 701.9a)"
    elif work.asking == RETURN_CHOICE:  # "return a land you control ...": its controller
        kind, what, options = DecisionKind.CHOOSE_RETURN, bounce_question(work), \
            bounce_options(state, work)  # (``sim.rules.chosen_bounce``)
    elif work.asking == PERMANENT_CHOICE:  # bolster's creature, amass's Army (701.39a, 47a)
        kind, what = DecisionKind.CHOOSE_PERMANENT, "choose a creature (CR 701.39a, 701.47a)"
        if work.item.effect.ops[work.index].verb == UNTAP_LANDS:  # 701.26b, 608.2c
            what = f"choose a land to untap (up to {work.item.effect.ops[work.index].amount}" \
                f", {len(work.chosen)} chosen so far), or 'none' (CR 701.26b)"
        if work.item.effect.ops[work.index].verb == PAIR:  # soulbond (702.95a)
            what = "choose the creature to pair it with (CR 702.95a)"
        if work.item.effect.ops[work.index].verb == TEMPT:  # the Ring tempts you (701.54a)
            what = "choose your Ring-bearer (CR 701.54a)"
        if work.item.effect.ops[work.index].verb == ATTACH:  # doubled tokens (614.1a)
            what = "choose the token to attach it to (CR 701.3a, 614.1a)"
        if asks_recipient(work):  # "... to that player or a planeswalker that player controls"
            what = "choose the player or a planeswalker they control to deal the damage to " \
                "(CR 608.2d)"
        options = permanent_options(state, work)
    elif work.asking == PAY_CHOICE and work.item.effect.ops[work.index].verb == \
            PAY_FOR_REFLEXIVE:  # 603.12: "you may pay ... when you do"; {X}: 107.3
        rule = work.item.effect.ops[work.index].rule  # "{X}", "{X}{R}": X and the rest
        kind, options = (DecisionKind.CHOOSE_QUALITY, x_options(
            state, work.item.controller, fixed_part(rule))) if "{X}" in rule else \
            (DecisionKind.CHOOSE_PAY, ("yes", "no"))
        what = f"pay {work.item.effect.ops[work.index].rule}? (when you do, " \
            f"{work.item.effect.reflexive.text if work.item.effect.reflexive else ''}; CR 603.12)"
    elif work.asking == PAY_CHOICE and work.item.effect.ops[work.index].verb == \
            SACRIFICE_UNLESS_DISCARD:  # 118.12a: discard a card, or sacrifice it
        kind, options = DecisionKind.CHOOSE_PAY, ("yes", "no")
        what = f"discard a card, or sacrifice {work.item.name}? (CR 118.12a)"
    elif work.asking == PAY_CHOICE and upkeep.is_upkeep_cost(work):  # 118.12: pay or sacrifice
        kind, options, what = DecisionKind.CHOOSE_PAY, ("yes", "no"), upkeep.question(work)
    elif work.asking == PAY_CHOICE:  # 702.21a, 118.12: the countered object's controller pays
        warded = effect_objects.warded(state, work)
        assert warded is not None
        chooser, kind, options = warded.controller, DecisionKind.CHOOSE_PAY, ("yes", "no")
        op = work.item.effect.ops[work.index]
        what = f"{ward_payment(op.rule or str(op.amount))}, or {warded.name} is " \
            "countered (CR 702.21a, 118.12)"
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == DRAW:
        kind = DecisionKind.CHOOSE_CARD
        chooser, what, options = dredge.question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb in COPIES:
        kind = DecisionKind.CHOOSE_CARD  # 707.10c: a copy's new target, or the one kept
        chooser, what, options = retarget_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == PAY_TO_COPY:
        kind = DecisionKind.CHOOSE_CARD  # 118.12: Chain Lightning's payment and copy
        chooser, what, options = pay_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == CASCADE:
        kind = DecisionKind.CHOOSE_CARD  # 702.85a: cast the card found, or not
        what, options = cascade_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == \
            CAST_FROM_EXILE:  # 702.88a, 702.62a: cast the exiled card, or not
        kind = DecisionKind.CHOOSE_CARD
        what, options = exile_cast_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb in (
            ENCODE, CAST_COPY):  # 702.99a: encode the card; cast the copy
        kind = DecisionKind.CHOOSE_CARD
        what, options = (encode_question if work.item.effect.ops[work.index].verb == ENCODE
                         else copy_question)(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == \
            MANIFEST_DREAD:  # 701.62a: which of the top two cards is manifested
        kind = DecisionKind.CHOOSE_CARD
        _, what, options = manifest_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == TOP_CARD:
        kind = DecisionKind.CHOOSE_CARD  # 401: "you may put it <where>": the card, or none
        what, options = top_card.question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == HAND_TO_TOP:
        kind = DecisionKind.CHOOSE_CARD  # 401.4: the next card from the hand on top
        what, options = hand_top.question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb in MAY_OPS:
        kind = DecisionKind.CHOOSE_CARD  # 608.2c: tap or untap; a card from the hand (305.4)
        what, options = may_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == SEARCH:
        kind = DecisionKind.CHOOSE_CARD  # 701.23a: a card found, or none; the searcher's
        chooser, what, options = search_question(state, work)
    elif work.asking == CARD_CHOICE and work.item.effect.ops[work.index].verb == EXILE_TO_PLAY:
        kind = DecisionKind.CHOOSE_CARD  # 608.2c: impulse draw's "choose one of them"
        what, options = impulse_question(state, work)
    elif work.asking in (PLACE_CHOICE, CARD_CHOICE) and work.item.effect.ops[work.index].verb \
            == CLASH:  # 701.30b-c: the opponent; each clashing player's card, APNAP order
        chooser, kind, what, options = clash_question(state, work)
    elif work.asking in (PLACE_CHOICE, CARD_CHOICE):  # 701.22a, 701.25a
        _, what, options = look_question(state, work)
        kind = DecisionKind.CHOOSE_PLACE if work.asking == PLACE_CHOICE \
            else DecisionKind.CHOOSE_CARD
    elif work.asking == MANA_CHOICE:  # 106.1, 608.2: the mana added, chosen as it resolves
        kind, what = DecisionKind.CHOOSE_MANA, "choose the mana to add (CR 106.1)"
        options = mana_options(work.item.effect.ops[work.index], work.item.x)
    elif work.asking == ATTACKED and work.item.effect.ops[work.index].verb == MYRIAD:
        kind, what = DecisionKind.CHOOSE_ATTACKED, "choose what the token copy attacks, or " \
            f"{NO_TOKEN} (CR 702.116a)"
        options = myriad.options(state, work)
    elif work.asking == ATTACKED and work.item.effect.ops[work.index].verb == TOKEN_EACH_OPPONENT:
        kind, what = DecisionKind.CHOOSE_ATTACKED, "choose what the token entering attacking " \
            "attacks: that opponent or a planeswalker they control (CR 508.4)"
        options = each_opponent_options(state, work)
    elif work.asking == ATTACKED:
        kind, what, options = DecisionKind.CHOOSE_ATTACKED, "choose the player or " \
            "planeswalker the creature entering attacking attacks (CR 508.4)", \
            attack_options(state, item)
    elif work.asking == SOURCE_CHOICE:
        kind, what, options = DecisionKind.CHOOSE_SOURCE, "choose a source (CR 609.7a)", \
            source_options(state, work)
    elif work.asking == QUALITY_CHOICE and offered(work.item.effect.ops[work.index].params):
        kind, what = DecisionKind.CHOOSE_QUALITY, "choose one (CR 608.2d)"
        options = offered(work.item.effect.ops[work.index].params)  # issue 29, pump
    elif work.asking == QUALITY_CHOICE:  # 614.12: "as ~ enters, choose a color"
        op = work.item.effect.ops[work.index]
        yours = op.verb == MODIFY or op.who == YOU  # 608.2d: "protection from the color of
        # your choice", a spell's "choose a creature type" (an entering choice's who is SELF)
        rule = "color" if op.verb == MODIFY else op.rule
        chooser = entering_chooser(state, work)  # tribute's opponent answers (702.104a)
        kind, what = DecisionKind.CHOOSE_QUALITY, f"choose a {rule} (CR " + (
            "608.2d)" if yours else "614.12)")
        options = entering_question(state, work) or clone_question(state, work) or \
            quality_options(state, chooser, rule)  # a clone's choice (707.2, 614.1c)
    else:
        kind, what, options = DecisionKind.CHOOSE_OPTIONAL, "do the optional part? (CR 603.5)", \
            ("yes", "no")
    return chooser, kind, what, tuple(options)
