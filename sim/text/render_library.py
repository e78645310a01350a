"""The rendering of the library's instructions (CR 401, 608.2c, 701.16a, 701.20a, 701.23a,
701.34a, 701.44a) back to their Oracle text: ``LibraryWriter``, a base of
``sim.text.render_effects._Writer`` (one ``op_<verb>`` method per verb)."""

from __future__ import annotations

from sim.model import dig_verbs as dv
from sim.model import programs as pg
from sim.model import top_verbs as tv
from sim.model import zone_verbs as zv
from sim.model.clash_verbs import LOST_CLASH, WON_CLASH
from sim.model.impulse_verbs import CHOOSE_ONE
from sim.model.programs import Op
from sim.text.render_counts import x_phrase
from sim.text.render_moves import MoveWriter
from sim.text.wording import Piece, alt, number, op_number

#: where the rest of the cards looked at go (``LibraryWriter.op_dig``)
_REST_WORDS = {pg.REST_BOTTOM_RANDOM: "on the bottom of your library in a random order",
               pg.REST_BOTTOM_ANY: "on the bottom of your library in any order",
               pg.REST_BOTTOM: "on the bottom of your library",
               pg.REST_GRAVEYARD: "into your graveyard",
               pg.REST_TOP_ANY: "on top of your library in any order"}


#: ``Op.card`` of a search for a card with the source's name ("a card named ~", CR 201.2)
SELF_NAMED = "named ~"
#: the words of the sentences done only on a contest's outcome (CR 705.1, 701.30d; hooked into
#: ``sim.text.render_effects``'s "if you do" words)
CONTEST_WORDS = {pg.WON_FLIP: "if you win the flip, ", pg.LOST_FLIP: "if you lose the flip, ",
                 WON_CLASH: "if you win, ", LOST_CLASH: "otherwise, "}


class LibraryWriter(MoveWriter):
    """The library's ``op_<verb>`` writers; ``who`` is the subject writer of the class that
    derives from it."""

    def who(self, who: str) -> Piece:
        """The words of the subject ``who`` (the deriving writer's)."""
        raise NotImplementedError

    # digging through the library (CR 401, 608.2c; ``pg.DIG``)

    def op_dig(self, op: Op) -> Piece:
        """Look at the top N cards, some into the hand, the rest elsewhere (CR 401, 608.2c)."""
        top = ("the top ", number(op.amount, op.x), " cards of your library") if op.per is None \
            else ("the top x cards of your library, where x is ", x_phrase(op.per))  # 107.3
        if op.count == 0:
            return ("look at ", top, ", then put them back in any order")
        rest = _REST_WORDS[op.rule]
        if dv.DIG_TO_EXILE in dict(op.params):  # CR 401.4, 406.2
            return ("look at ", top, ", then exile any number of them and put the rest back on "
                    "top of your library in any order")
        if dv.DIG_TO_GRAVEYARD in dict(op.params):  # CR 401.4
            return ("look at ", top, ". put any number of them into your graveyard and the "
                    "rest back on top of your library in any order")
        if dv.DIG_EACH_KIND in dict(op.params):  # CR 701.20a: one of each kind
            a, b = op.card.split("|")
            return ("reveal ", top, ". you may put ", "an" if a[0] in "aeiou" else "a", " ", a,
                    " card and/or ", "an" if b[0] in "aeiou" else "a", " ", b, " card from "
                    "among them into your hand. put the rest ", rest)
        kinds = op.card.split(" or ")
        named = kinds[0] if len(kinds) == 1 else f"{kinds[0]} or {kinds[1]}" \
            if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
        if op.count < 0:
            return ("reveal ", top, ". put all ", named, " cards revealed this way into your "
                    "hand and the rest ", rest)
        if pg.TOP_TO_BATTLEFIELD in dict(op.params) and op.count > 1:  # "up to two"
            most = dict(op.params).get(pg.SEARCH_MAX_VALUE)  # CR 202.3
            return ("look at ", top, ". put up to ", number(op.count), " ", named, " cards",
                    "" if most is None else f" with mana value {most} or less",
                    " from among them onto the battlefield",
                    " tapped" if op.tapped else "", ". put the rest ", rest)
        if pg.TOP_TO_BATTLEFIELD in dict(op.params):  # 110.4a: a permanent card
            return ("look at ", top, ". you may put ", "an" if named[0] in "aeiou" else "a",
                    " ", named, " card from among them onto the battlefield",
                    " tapped" if op.tapped else "", ". put the rest ", rest)
        if op.card and op.count == pg.DIG_ANY_NUMBER:
            return ("look at ", top, ". you may reveal any number of ", named, " cards from "
                    "among them and put the revealed cards into your hand. put the rest ", rest)
        if dv.DIG_REVEALED in dict(op.params):  # CR 701.20a
            return ("reveal ", top, ". you may put ", "an" if named[0] in "aeiou" else "a", " ",
                    named, " card from among them into your hand. put the rest ", rest)
        if op.card:
            return ("look at ", top, ". you may reveal ", "an" if named[0] in "aeiou" else "a",
                    " ", named, " card from among them and put ", alt("it", "that card"),
                    " into your hand. ", alt("", "then "), "put the rest ", rest)
        return ("look at ", top, ". put ", number(op.count), " of ", alt("them", "those cards"),
                " into your hand and ", alt("the rest", "the other"), " ", rest)

    def op_explore(self, op: Op) -> Piece:
        """<creature> explores (CR 701.44a)."""
        return (self.who(op.who), " explores")

    def op_reveal_top(self, op: Op) -> Piece:
        """A player reveals their library's top card (CR 701.20a)."""
        if op.card:
            return (self.who(op.who), " reveals the top card of their library. if it's a ",
                    op.card, " card, that player puts it into their hand")
        return ("reveal the top card of your library and put ", alt("that card", "it"),
                " into your hand. you ", "lose" if op.rule == pg.LOSE_LIFE else "gain",
                " life equal to ", alt("its", "that card's"), " mana value")

    def op_search_named(self, op: Op) -> Piece:
        """A search of the library and/or the graveyard by name (CR 701.23a, 701.24a)."""
        return ("search your library and/or graveyard for a card named ", op.card,
                ", reveal it, and put it into your hand. if you ", op.rule,
                " your library this way, shuffle")

    def op_proliferate(self, op: Op) -> Piece:
        """Proliferate (CR 701.34a)."""
        return "proliferate"

    def op_flip_a_coin(self, op: Op) -> Piece:
        """Flip a coin (CR 705.1)."""
        return "flip a coin"

    def op_clash_with_an_opponent(self, op: Op) -> Piece:
        """Clash with an opponent (CR 701.30b)."""
        return "clash with an opponent"

    def op_the_ring_tempts_you(self, op: Op) -> Piece:
        """The Ring tempts you (CR 701.54a)."""
        return "the ring tempts you"

    def op_repeat_this_process(self, op: Op) -> Piece:
        """Repeat this process (CR 608.2c: the effect's instructions from the first again)."""
        return "repeat this process"

    def op_reveal_until(self, op: Op) -> Piece:
        """Reveal cards until one of a kind; it to the hand or the battlefield (CR 701.20a)."""
        kinds = op.card.split(" or ")
        named = kinds[0] if len(kinds) == 1 else f"{kinds[0]} or {kinds[1]}" \
            if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
        return ("reveal cards from the top of your library until you reveal ",
                "an " if named[0] in "aeiou" else "a ", named, " card. put that card ", op.rule,
                " tapped" if op.tapped else "", " and the rest on the bottom of your library in "
                "a random order")

    def op_gain_that_much_life(self, op: Op) -> Piece:
        """"You gain that much life" after a damage trigger (CR 603.2, 120.3)."""
        return "you gain that much life"

    def op_draw_that_many_cards(self, op: Op) -> Piece:
        """"[You] draw that many cards" after a damage trigger (CR 603.2, 120.3)."""
        return alt("draw that many cards", "you draw that many cards")

    def op_gain_life_equal_to_the_life_lost_this_way(self, op: Op) -> Piece:
        """"You gain life equal to the life lost this way" (CR 608.2c, 119.3)."""
        return "you gain life equal to the life lost this way"

    def op_manifest(self, op: Op) -> Piece:
        """Manifest the top card of your library (CR 701.40a)."""
        return "manifest the top card of your library"

    def op_manifest_dread(self, op: Op) -> Piece:
        """Manifest dread (CR 701.62a)."""
        return "manifest dread"

    def op_investigate(self, op: Op) -> Piece:
        """Investigate [twice | N times] (CR 701.16a)."""
        if op.x:  # "investigate that many times" (``sim.text.that_many_amounts``)
            return ("investigate ", op_number(op), " times")
        return "investigate" if op.amount == 1 else "investigate twice" if op.amount == 2 \
            else ("investigate ", number(op.amount), " times")


    # exiling the top of a library (CR 406.2; ingest, 702.115a; ``pg.EXILE_TOP``)

    def op_exile_top_of_library(self, op: Op) -> Piece:
        """"<player> exiles the top [N] card[s] of their library"."""
        cards: Piece = "the top card" if op.amount == 1 else ("the top ", number(op.amount),
                                                              " cards")
        return (self.who(op.who), " exiles ", cards, " of ",
                alt("their", "his or her"), " library")

    # impulse draw (CR 601.2, 305.1; ``zv.EXILE_TO_PLAY``, ``sim.rules.exile_play``)

    def op_exile_top_to_play(self, op: Op) -> Piece:
        """"exile the top N cards of your library. <until when>, you may play them"."""
        cards: Piece = "the top x cards" if op.x else "the top card" if op.amount == 1 else (
            "the top ", number(op.amount), " cards")
        joined = dict(op.params).get(CHOOSE_ONE)  # "... choose one of them" (608.2c)
        them = alt("that card", "it") if joined else \
            alt("that card", "those cards", "them", "it", "cards exiled this way")
        window = alt(("you may play ", them, " this turn"),
                     ("until end of turn, you may play ", them)) \
            if op.rule == zv.PLAY_THIS_TURN else \
            ("you may play ", them, alt(" for as long as it remains exiled",
                                        " for as long as they remain exiled")) \
            if op.rule == zv.PLAY_WHILE_EXILED else \
            alt(("until the end of your next turn, you may play ", them),
                ("you may play ", them, " until the end of your next turn"))
        chosen: Piece = (joined, "choose one of them. ") if joined else ". "
        return ("exile ", cards, " of your library", chosen, window)

    def op_exile_with_time_counters(self, op: Op) -> Piece:
        """"exile ~ with N time counters on it" (CR 702.62b)."""
        return ("exile ~ with ", number(op.amount), " time counters on it")

    # into its owner's library (CR 401.4, 701.24a; ``sim.rules.library_moves``)

    def op_to_library_top(self, op: Op) -> Piece:
        """"put <it> on top of its owner's library"."""
        return ("put ", self.who(op.who), " on top of ", self._owners(op))

    def op_to_library_bottom(self, op: Op) -> Piece:
        """"put <it> on the bottom of its owner's library"."""
        return ("put ", self.who(op.who), " on the bottom of ", self._owners(op))

    def op_shuffle_into_library(self, op: Op) -> Piece:
        """"shuffle <it> into its owner's library"."""
        return ("shuffle ", self.who(op.who), " into ", self._owners(op))

    def op_shuffle_graveyard(self, op: Op) -> Piece:
        """"<player> shuffles their graveyard into their library"."""
        if op.who == pg.YOU:
            return "shuffle your graveyard into your library"
        return (self.who(op.who), " shuffles their graveyard into their library")

    def _owners(self, op: Op) -> Piece:
        many = op.who.startswith("group:")
        if op.who.startswith("target:"):  # a card from your graveyard: your library (404.1)
            spec = getattr(self, "program").targets[int(op.who[7:])]  # noqa: B009
            if spec.zone == "graveyard" and spec.controller == "you":
                return alt("its owner's library", "your library")
        return "their owners' libraries" if many else "its owner's library"

    def op_top_card(self, op: Op) -> Piece:
        """The library's top card looked at or revealed, and where it goes (CR 401, 701.20a)."""
        params = dict(op.params)
        see = "reveal" if pg.TOP_REVEAL in params else "look at"
        if op.who != pg.YOU:  # another player's library (CR 401; ``sim.model.top_verbs``)
            if see == "reveal":
                return (self.who(op.who), " reveals the top card of their library")
            return ("look at the top card of ", self.who(op.who), "'s library",
                    (". you may put that card ", params[tv.TOP_WHOSE]) if op.rule else "")
        if tv.TOP_MAY_REVEAL in params:  # "... if a <kind> card is revealed this way, ..."
            return "look at the top card of your library. you may reveal that card"
        if tv.TOP_IF in params:  # "... if it's a <kind> card, <instructions>" (608.2c)
            return "reveal the top card of your library"
        if tv.TOP_LOOK in params:  # the whole effect (CR 401.3)
            return "look at the top card of your library"
        kinds = op.card.split(" or ")
        named = kinds[0] if len(kinds) == 1 else f"{kinds[0]} or {kinds[1]}" \
            if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
        fits: Piece = ("if it's ", "an " if named[0] in "aeiou" else "a ", named, " card, ") \
            if op.card else "if it shares a creature type with ~, " if pg.TOP_KINSHIP in params \
            else ""
        it = alt("it", "that card")
        move: Piece = ("reveal it", " and put it into your hand" if op.rule else "") \
            if pg.TOP_REVEAL_IT in params else ("put ", it, " ", op.rule,
                                                " tapped" if op.tapped else "")
        if pg.TOP_ELSE in params:
            move = (move, ". otherwise, put ", it, " ", params[pg.TOP_ELSE])
        elif tv.TOP_ELSE_MAY in params:  # CR 608.2c: a card not of the kind, if chosen
            move = (move, ". otherwise, you may put ", it, " ", params[tv.TOP_ELSE_MAY])
        elif pg.TOP_ELSE_DECLINED in params:
            move = (move, ". if you don't put ", alt("the card", "it"), " ", op.rule, ", put ",
                    it, " ", params[pg.TOP_ELSE_DECLINED])
        return (see, " the top card of your library. ", fits,
                "you may " if pg.TOP_MAY in params else "", move)


def kind_words(kinds: str) -> str:
    """"land", "creature or land", "artifact, creature, or land" (``Op.card``)."""
    named = kinds.split(" or ")
    if len(named) <= 2:
        return " or ".join(named)
    return ", ".join(named[:-1]) + ", or " + named[-1]


def if_its(ops: tuple[Op, ...], op: Op) -> Piece:
    """"if it's a land card, " (or "if an instant or sorcery card is revealed this way, ")
    before ``op`` (of ``ops``), from the reveal before it."""
    assert op.if_paid == tv.IF_ITS
    index = next(i for i, o in enumerate(ops) if o is op)
    reveal = next(o for o in reversed(ops[:index]) if o.verb == pg.TOP_CARD)
    named = kind_words(reveal.card)
    article = "an " if named[0] in "aeiou" else "a "
    if tv.TOP_MAY_REVEAL in dict(reveal.params):  # the card revealed by choice (701.20a)
        return ("if ", article, named, " card is revealed this way, ")
    return ("if it's ", article, named, " card, ")
