"""Actions: what a player does at a decision, as small immutable values (python-chess's ``Move``).

Every action has a stable text form (``str(action)``, read back by ``parse_action``) and a
JSON form (``action.to_json()``, read back by ``action_from_json``), so logs, replays and
learners can name actions. The text forms::

    attack a1=B a2=jace          attack none
    block b1=a1 b2=a1+a2         block none
    bands a1+a2 a3+a4            bands none   (attacking bands, CR 702.22c; "bands" alone too)
    assign bears: rats=1 B=2     assign bears: none
    order a1: b2 b1              (a damage assignment order, CR 509.2-509.3, 2016 rules)
    replacement <effect name>    (which replacement or prevention effect applies next, 616.1)
    pass                         (pass priority, CR 117.3d)
    effect <description>         (a scripted effect resolves: a stand-in for an instant)
    cast h1                      (cast the card h1 from hand, CR 601)
    face-up m1                   (turn the face-down m1 face up: a special action, 702.37e)
    activate boa 0               (activate boa's first activated ability, CR 602)
    mode 1 | x 3 | target a1     (a choice while a spell or ability is put on the stack, 601.2)
    trigger s4                   (which of your triggered abilities goes on the stack next,
                                  603.3b)
    yes | no                     (an optional "you may" as it resolves, 603.5)

An id that contains a space or one of ``=+:"`` is written as a JSON string (``"my bear"=B``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.errors import MtgsimError


class ActionSyntaxError(MtgsimError):
    """An action's text or JSON form is malformed; the message shows the accepted forms."""


FORMS = ("attack ID=TARGET ... | attack none", "block BLOCKER=ATTACKER[+ATTACKER] ... | block none",
         "bands ID+ID[+ID] ... | bands none",
         "assign SOURCE: RECIPIENT=N ... | assign SOURCE: none", "order CREATURE: ID ID ...",
         "replacement NAME", "pass", "effect DESCRIPTION", "cast CARD [as FACE | fused]",
         "activate SOURCE N",
         "mode N[+N]", "x N", "target ID", "trigger ID", "attacked ID", "divide N,N", "source ID",
         "sacrifice ID", "return ID", "discard ID", "bottom ID", "pay \"ID, ID\"",
         "play CARD [as FACE] [pay]", "face-up PERMANENT [mana]",
         "mana {G}",
         "yes", "no", "cost \"kicked\" | cost \"not kicked\" | cost ID", "permanent ID")
#: and the special actions with a card (CR 116.2f)
ALL_FORMS = (*FORMS, "suspend CARD", "foretell CARD")


def _quote(name: str) -> str:
    return name if _BARE.fullmatch(name) else json.dumps(name)


_BARE = re.compile(r'[^\s=+:"]+')


_MODES = re.compile(r"\d+(?:\+\d+)+")  # "mode 0+2": several modes chosen (CR 700.2)
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[^\s=+:"]+|[=+:]')


@attrs.frozen(slots=True)
class Action:
    """Base class of every action. ``kind`` names it in the JSON form."""

    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """The JSON form: an object with ``kind`` and the action's fields, read back by
        ``action_from_json``."""
        raise NotImplementedError


@attrs.frozen(slots=True)
class DeclareAttackers(Action):
    """The active player's attack declaration (CR 508.1)."""

    kind: ClassVar[str] = "declare_attackers"
    declaration: AttackDeclaration = AttackDeclaration()

    def __str__(self) -> str:
        pairs = " ".join(f"{_quote(a)}={_quote(t)}" for a, t in self.declaration.attacks)
        return f"attack {pairs or 'none'}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "declare_attackers", "attacks": {attacker: attacked}}``."""
        return {"kind": self.kind, "attacks": self.declaration.as_dict()}


@attrs.frozen(slots=True)
class DeclareBlockers(Action):
    """A block declaration (CR 509.1)."""

    kind: ClassVar[str] = "declare_blockers"
    declaration: BlockDeclaration = BlockDeclaration()

    def __str__(self) -> str:
        pairs = " ".join(f"{_quote(b)}={'+'.join(map(_quote, a))}"
                         for b, a in self.declaration.blocks)
        return f"block {pairs or 'none'}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "declare_blockers", "blocks": {blocker: [attacker, ...]}}``."""
        return {"kind": self.kind, "blocks": self.declaration.as_dict()}


@attrs.frozen(slots=True)
class DeclareBands(Action):
    """The attacking player's bands (CR 508.1e, 702.22c): each band's creatures, sorted, and
    the bands sorted; a creature in no band is not listed. ``DeclareBands()`` is no bands."""

    kind: ClassVar[str] = "declare_bands"
    bands: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def of(cls, bands: Sequence[Sequence[str]]) -> DeclareBands:
        """The bands ``bands`` as one action, each band and the list of them sorted."""
        return cls(tuple(sorted(tuple(sorted(band)) for band in bands)))

    def __str__(self) -> str:
        listed = " ".join("+".join(map(_quote, band)) for band in self.bands)
        return f"bands {listed or 'none'}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "declare_bands", "bands": [[creature, ...], ...]}``."""
        return {"kind": self.kind, "bands": [list(band) for band in self.bands]}


@attrs.frozen(slots=True)
class AssignDamage(Action):
    """How ``source`` assigns its combat damage (CR 510.1): recipient and amount, sorted, zeros
    left out."""

    kind: ClassVar[str] = "assign_combat_damage"
    source: str = ""
    assignment: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(cls, source: str, assignment: Mapping[str, int]) -> AssignDamage:
        """``source``'s assignment from ``{recipient: amount}``, zeros left out."""
        return cls(source, tuple(sorted((r, n) for r, n in assignment.items() if n)))

    def as_dict(self) -> dict[str, int]:
        """The assignment as ``{recipient: amount}``, zeros left out."""
        return dict(self.assignment)

    def __str__(self) -> str:
        pairs = " ".join(f"{_quote(r)}={n}" for r, n in self.assignment)
        return f"assign {_quote(self.source)}: {pairs or 'none'}"

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``kind``, ``source`` and ``assignment`` as ``{recipient: amount}``."""
        return {"kind": self.kind, "source": self.source, "assignment": self.as_dict()}


@attrs.frozen(slots=True)
class OrderDamage(Action):
    """A damage assignment order (CR 509.2-509.3, rules edition "2016"): the creatures
    ``creature`` assigns combat damage to, first to last."""

    kind: ClassVar[str] = "order"
    creature: str = ""
    order: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"order {_quote(self.creature)}: {' '.join(map(_quote, self.order))}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "order", "creature": ..., "order": [first, ..., last]}``."""
        return {"kind": self.kind, "creature": self.creature, "order": list(self.order)}


@attrs.frozen(slots=True)
class ChooseEffect(Action):
    """The replacement or prevention effect to apply next (CR 616.1), or whether to redirect
    damage to a planeswalker (306.7 of the 2016 rules), by the option's name."""

    kind: ClassVar[str] = "replacement"
    name: str = ""

    def __str__(self) -> str:
        return f"replacement {self.name}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "replacement", "name": ...}``."""
        return {"kind": self.kind, "name": self.name}


@attrs.frozen(slots=True)
class PassPriority(Action):
    """Pass priority (CR 117.3d)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "pass"}``."""
        return {"kind": self.kind}


@attrs.frozen(slots=True)
class ResolveEffect(Action):
    """A scenario's scripted effect (``[[effects]]`` with ``during``) resolves now, without
    using the stack: a stand-in for an instant or ability in a scenario written that way.
    Named by its description."""

    kind: ClassVar[str] = "effect"
    description: str = ""

    def __str__(self) -> str:
        return f"effect {self.description}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "effect", "description": ...}``."""
        return {"kind": self.kind, "description": self.description}


@attrs.frozen(slots=True)
class CastSpell(Action):
    """Cast the card ``card`` from its owner's hand (CR 601.2); ``face``: the face it is cast
    as, by name, chosen before it is put on the stack — a split card's half (709.3), an
    adventurer card's Adventure (715.3), a modal double-faced card's back face (712.11b) — or
    ``FUSED``: both halves of a split card (702.102a): "cast c7 as Ice", "cast c7 fused"."""

    kind: ClassVar[str] = "cast"
    card: str = ""
    face: str = ""

    def __str__(self) -> str:
        if not self.face:
            return f"cast {_quote(self.card)}"
        if self.face == FUSED:
            return f"cast {_quote(self.card)} {FUSED}"
        return f"cast {_quote(self.card)} as {_quote(self.face)}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "cast", "card": ...}`` (and ``"face"``: the face's name, or "fused")."""
        if self.face:
            return {"kind": self.kind, "card": self.card, "face": self.face}
        return {"kind": self.kind, "card": self.card}


#: ``CastSpell.face`` of a fused split spell: both halves cast (CR 702.102a)
FUSED = "fused"


@attrs.frozen(slots=True)
class PlayLand(Action):
    """Play the land card ``card`` from its owner's hand (CR 305.1: a special action, 116.2a;
    main phase, stack empty, once a turn); ``pay``: pay the life its "as ~ enters, you may pay
    N life. if you don't, it enters tapped" asks (614.12), so that it enters untapped."""

    kind: ClassVar[str] = "play"
    card: str = ""
    pay: bool = False
    #: the color or creature type its "as ~ enters, choose a color" asks (614.12: chosen
    #: as it enters, so part of the action; ``sim.rules.land_entry.play_ways``)
    choice: str = ""
    #: the face it is played as, by name: a modal double-faced card's back face, a land (CR
    #: 712.12: ``sim.rules.modal_faces``); "" for the card as it is
    face: str = ""

    def __str__(self) -> str:
        chosen = f" choosing {_quote(self.choice)}" if self.choice else ""
        face = f" as {_quote(self.face)}" if self.face else ""
        return f"play {_quote(self.card)}{face}{' pay' if self.pay else ''}{chosen}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "play", "card": ...}``, with ``"pay": true`` when it pays,
        ``"choice"`` the color or creature type chosen as it enters and ``"face"`` the face
        played, by name (a modal double-faced card's back face)."""
        return {"kind": self.kind, "card": self.card, **({"pay": True} if self.pay else {}),
                **({"choice": self.choice} if self.choice else {}),
                **({"face": self.face} if self.face else {})}


@attrs.frozen(slots=True)
class SpecialAction(Action):
    """A special action with a card (CR 116.2): ``what`` is ``"suspend"`` — exile ``card``
    from its owner's hand with time counters, paying its suspend cost (116.2f, 702.62a) — or
    ``"foretell"`` — pay {2} and exile it from its owner's hand face down (116.2h, 702.143a)."""

    kind: ClassVar[str] = "special"
    what: str = ""
    card: str = ""

    def __str__(self) -> str:
        return f"{self.what} {_quote(self.card)}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "special", "what": "suspend", "card": ...}``."""
        return {"kind": self.kind, "what": self.what, "card": self.card}


#: the special actions with a card (``SpecialAction.what``): suspend, foretell (CR 116.2f,
#: 116.2h)
SPECIAL_ACTIONS = ("suspend", "foretell")


@attrs.frozen(slots=True)
class ActivateAbility(Action):
    """Activate ``source``'s activated ability number ``index`` (in Oracle-text order, from 0;
    CR 602.2)."""

    kind: ClassVar[str] = "activate"
    source: str = ""
    index: int = 0

    def __str__(self) -> str:
        return f"activate {_quote(self.source)} {self.index}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "activate", "source": ..., "index": ...}``."""
        return {"kind": self.kind, "source": self.source, "index": self.index}


@attrs.frozen(slots=True)
class TurnFaceUp(Action):
    """Turn the face-down permanent ``permanent`` face up by paying its morph, megamorph or
    disguise cost (CR 702.37e, 702.168d: a special action, 116.2b; any time its controller
    has priority, without the stack)."""

    kind: ClassVar[str] = "face_up"
    permanent: str = ""
    #: a manifested creature card turned face up for its mana cost instead (701.40b)
    mana: bool = False

    def __str__(self) -> str:
        return f"face-up {_quote(self.permanent)}" + " mana" * self.mana

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "face_up", "permanent": ..., "mana": ...}``."""
        return {"kind": self.kind, "permanent": self.permanent, "mana": self.mana}


CHOICES = ("mode", "x", "target", "trigger", "attacked", "divide", "source", "sacrifice",
           "discard", "bottom", "pay", "return", "place", "card", "crew",
           "cost", "permanent", "quality", "mana")


@attrs.frozen(slots=True)
class Choose(Action):
    """One choice (``CHOICES``): ``what`` is ``mode``, ``x``, ``target``, ``divide`` (CR
    601.2b-d), ``trigger`` (which triggered ability to put on the stack next, 603.3b),
    ``attacked`` (what a creature put onto the battlefield attacking attacks, 508.4),
    ``source`` ("a source of your choice", 609.7a), ``sacrifice`` (a permanent to sacrifice,
    701.21a), ``discard`` (a card to discard to hand size, 514.1), ``bottom`` (a card to put
    on the bottom after a mulligan, 103.5), ``pay`` (the mana sources to tap, 601.2g),
    ``return`` (a land to return to its owner's hand, 400.7), ``place`` (where a card scried
    or surveilled goes, 701.22a, 701.25a) or ``card`` (a library card by name: the next in an
    order, or the one a search finds, 701.23a), ``crew`` (a creature tapped to pay a crew
    cost, 702.122a), ``permanent`` (a permanent chosen as an ability resolves, not targeted:
    bolster's, 701.39a), ``quality`` (a color or creature type chosen as a permanent
    enters, 614.12), ``mana`` (the mana a resolving "add one mana of any color" adds, 106.1);
    ``value`` the option's text."""

    kind: ClassVar[str] = "choose"
    what: str = ""
    value: str = ""

    def __str__(self) -> str:
        return f"{self.what} {_quote(self.value)}"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "choose", "what": ..., "value": ...}``."""
        return {"kind": self.kind, "what": self.what, "value": self.value}


@attrs.frozen(slots=True)
class Answer(Action):
    """Yes or no to an optional part of a resolving ability ("you may", CR 603.5)."""

    kind: ClassVar[str] = "answer"
    yes: bool = True

    def __str__(self) -> str:
        return "yes" if self.yes else "no"

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "answer", "yes": true|false}``."""
        return {"kind": self.kind, "yes": self.yes}


PASS = PassPriority()


YES, NO = Answer(True), Answer(False)


def parse_action(text: str) -> Action:
    """The action ``text`` names (its ``str`` form); ``ActionSyntaxError`` if malformed."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action's text must be a string, got {type(text).__name__}")
    head, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    try:
        if head == "pass" and not rest:
            return PASS
        if head == "replacement" and rest:
            return ChooseEffect(rest)
        if head == "effect" and rest:
            return ResolveEffect(rest)
        if head in ("yes", "no") and not rest:
            return YES if head == "yes" else NO
        if head == "mode" and _MODES.fullmatch(rest):  # several modes, CR 700.2 ("0+2")
            return Choose("mode", rest)
        if head == "cast" and rest:
            return _cast(rest, text)
        if head == "play" and rest:
            words = [_unquote(t) for t in _TOKEN.findall(rest)]
            choice = ""
            if len(words) >= 3 and words[-2] == "choosing":  # 614.12: a color chosen
                choice, words = words[-1], words[:-2]
            face = words[2] if len(words) >= 3 and words[1] == "as" else ""  # 712.12: a face
            words = words[:1] + words[3:] if face else words
            rest = " ".join(_quote(w) for w in words)
            if len(words) == 2 and words[1] == "pay":  # 614.12: paying life as it enters
                return PlayLand(words[0], True, choice, face)
            return PlayLand(_one(rest, text), choice=choice, face=face)
        if head in SPECIAL_ACTIONS and rest:  # CR 116.2f
            return SpecialAction(head, _one(rest, text))
        if head == "face-up" and rest:
            tokens = [_unquote(t) for t in _TOKEN.findall(rest)]
            if len(tokens) == 2 and tokens[1] == "mana":
                return TurnFaceUp(tokens[0], True)
            return TurnFaceUp(_one(rest, text))
        if head == "activate" and rest:
            tokens = [_unquote(t) for t in _TOKEN.findall(rest)]
            if len(tokens) != 2 or not tokens[1].isdigit():
                raise ActionSyntaxError(text)
            return ActivateAbility(tokens[0], int(tokens[1]))
        if head in CHOICES and rest:
            return Choose(head, _one(rest, text))
        if head == "attack":
            pairs = _pairs(rest)
            return DeclareAttackers(AttackDeclaration.of(
                {k: _single(v, text) for k, v in pairs.items()}))
        if head == "block":
            return DeclareBlockers(BlockDeclaration.of(_pairs(rest)))
        if head == "bands":
            return DeclareBands.of(_bands(rest))
        if head == "assign":
            source, body = _subject(rest, text)
            amounts = {k: _amount(_single(v, text), text) for k, v in _pairs(body).items()}
            return AssignDamage.of(source, amounts)
        if head == "order":
            creature, body = _subject(rest, text)
            tokens = [_unquote(t) for t in _TOKEN.findall(body)]
            if not tokens or any(t in "=+:" for t in tokens):
                raise ActionSyntaxError("")
            return OrderDamage(creature, tuple(tokens))
    except (ActionSyntaxError, json.JSONDecodeError):
        pass
    raise ActionSyntaxError(f"malformed action {text!r}; accepted forms: " + "; ".join(ALL_FORMS))


def _cast(rest: str, text: str) -> CastSpell:
    """``cast CARD``, ``cast CARD as HALF`` (CR 709.3), ``cast CARD fused`` (702.102a)."""
    tokens = _TOKEN.findall(rest)
    if len(tokens) == 3 and tokens[1] == "as" and tokens[2] not in "=+:":
        return CastSpell(_unquote(tokens[0]), _unquote(tokens[2]))
    if len(tokens) == 2 and tokens[1] == FUSED and tokens[0] not in "=+:":
        return CastSpell(_unquote(tokens[0]), FUSED)
    return CastSpell(_one(rest, text))


def _one(rest: str, text: str) -> str:
    tokens = _TOKEN.findall(rest)
    if len(tokens) != 1 or tokens[0] in "=+:":
        raise ActionSyntaxError(text)
    return _unquote(tokens[0])


def _unquote(token: str) -> str:
    return str(json.loads(token)) if token.startswith('"') else token


def _subject(rest: str, text: str) -> tuple[str, str]:
    tokens = _TOKEN.findall(rest)
    if len(tokens) < 2 or tokens[1] != ":":
        raise ActionSyntaxError(text)
    first = rest.index(":", len(tokens[0]))
    return _unquote(tokens[0]), rest[first + 1:]


def _pairs(body: str) -> dict[str, list[str]]:
    """``a=b c=d+e`` as ``{"a": ["b"], "c": ["d", "e"]}``; ``none`` is empty."""
    tokens = _TOKEN.findall(body)
    if "".join(body.split()) == "none":
        return {}
    out: dict[str, list[str]] = {}
    i = 0
    while i < len(tokens):
        if i + 2 >= len(tokens) or tokens[i + 1] != "=" or tokens[i] in "=+:":
            raise ActionSyntaxError(body)
        key = _unquote(tokens[i])
        values = [_unquote(tokens[i + 2])]
        i += 3
        while i + 1 < len(tokens) and tokens[i] == "+":
            values.append(_unquote(tokens[i + 1]))
            i += 2
        if key in out:
            raise ActionSyntaxError(body)
        out[key] = values
    if not out:
        raise ActionSyntaxError(body)
    return out


def _bands(body: str) -> list[list[str]]:
    """``a1+a2 a3+a4`` as ``[["a1", "a2"], ["a3", "a4"]]``; ``none`` or nothing is empty."""
    if "".join(body.split()) in ("", "none"):
        return []
    tokens = _TOKEN.findall(body)
    if any(t in "=:" for t in tokens) or tokens[0] == "+" or tokens[-1] == "+":
        raise ActionSyntaxError(body)
    out: list[list[str]] = []
    joined = False
    for token in tokens:
        if token == "+":
            if joined:
                raise ActionSyntaxError(body)
            joined = True
        elif joined:
            out[-1].append(_unquote(token))
            joined = False
        else:
            out.append([_unquote(token)])
    return out


def _single(values: list[str], text: str) -> str:
    if len(values) != 1:
        raise ActionSyntaxError(text)
    return values[0]


def _amount(value: str, text: str) -> int:
    if not value.isdigit():
        raise ActionSyntaxError(text)
    return int(value)


def action_from_json(data: object) -> Action:
    """The action a JSON object (``action.to_json()``) describes; ``ActionSyntaxError`` if
    malformed."""
    if not isinstance(data, Mapping):
        raise ActionSyntaxError(f"an action's JSON form is an object with a 'kind', got {data!r}")
    kind = data.get("kind")
    try:
        if kind == "pass":
            return PASS
        if kind == "replacement":
            return ChooseEffect(_text(data["name"]))
        if kind == "effect":
            return ResolveEffect(_text(data["description"]))
        if kind == "cast":
            return CastSpell(_text(data["card"]), _text(data["face"])) if "face" in data \
                else CastSpell(_text(data["card"]))
        if kind == "play" and isinstance(data.get("pay", False), bool) and \
                isinstance(data.get("choice", ""), str) and isinstance(data.get("face", ""), str):
            return PlayLand(_text(data["card"]), bool(data.get("pay", False)),
                            str(data.get("choice", "")), str(data.get("face", "")))
        if kind == "special" and data.get("what") in SPECIAL_ACTIONS:  # CR 116.2f
            return SpecialAction(str(data["what"]), _text(data["card"]))
        if kind == "face_up" and isinstance(data.get("mana", False), bool):
            return TurnFaceUp(_text(data["permanent"]), bool(data.get("mana", False)))
        if kind == "activate":
            index = data["index"]
            if type(index) is not int or index < 0:
                raise TypeError
            return ActivateAbility(_text(data["source"]), index)
        if kind == "choose" and data.get("what") in CHOICES:
            return Choose(str(data["what"]), _text(data["value"]))
        if kind == "answer" and isinstance(data.get("yes"), bool):
            return YES if data["yes"] else NO
        if kind == "declare_attackers":
            attacks = data["attacks"]
            if not isinstance(attacks, Mapping) or not all(
                    isinstance(k, str) and isinstance(v, str) for k, v in attacks.items()):
                raise TypeError
            return DeclareAttackers(AttackDeclaration.of(attacks))
        if kind == "declare_blockers":
            blocks = data["blocks"]
            if not isinstance(blocks, Mapping) or not all(
                    isinstance(k, str) and (isinstance(v, str) or isinstance(v, Sequence)
                                            and all(isinstance(a, str) for a in v))
                    for k, v in blocks.items()):
                raise TypeError
            return DeclareBlockers(BlockDeclaration.of(blocks))
        if kind == "declare_bands":
            bands = data["bands"]
            if isinstance(bands, str) or not isinstance(bands, Sequence) or not all(
                    not isinstance(b, str) and isinstance(b, Sequence)
                    and all(isinstance(c, str) for c in b) for b in bands):
                raise TypeError
            return DeclareBands.of(bands)
        if kind == "assign_combat_damage":
            assignment = data["assignment"]
            if not isinstance(assignment, Mapping) or not all(
                    isinstance(k, str) and type(v) is int and v >= 0
                    for k, v in assignment.items()):
                raise TypeError
            return AssignDamage.of(_text(data["source"]), assignment)
        if kind == "order":
            order = data["order"]
            if isinstance(order, str) or not isinstance(order, Sequence) or not all(
                    isinstance(c, str) for c in order):
                raise TypeError
            return OrderDamage(_text(data["creature"]), tuple(order))
    except (KeyError, TypeError):
        pass
    raise ActionSyntaxError(f"malformed action {data!r}; accepted kinds: declare_attackers "
                            "(attacks), declare_blockers (blocks), declare_bands (bands), "
                            "assign_combat_damage (source, assignment), order (creature, "
                            "order), replacement (name), pass, effect (description), cast "
                            "(card), play (card), activate (source, index), choose (what, "
                            "value), answer (yes)")


def _text(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise TypeError
    return value
