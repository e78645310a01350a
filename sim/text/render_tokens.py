"""The rendering of predefined tokens' instructions back to their Oracle text (CR 111.10):
"create two treasure tokens", "create a tapped powerstone token", and "incubate N" (701.53a:
an Incubator token with N +1/+1 counters on it)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from sim.model.programs import YOU, Op, TokenSpec
from sim.model.role_verbs import ROLE_VERBS
from sim.model.that_many import THAT_MANY
from sim.model.token_specs import DECAYED
from sim.text.render_fights import Names
from sim.text.render_statics import COLOR_WORDS, abilities
from sim.text.wording import Piece, alt, join, listing, number


def predefined(op: Op, spec: TokenSpec, names: Names) -> Piece:
    """"[you] create <N> [tapped] <kind> token[s]", or "[you] incubate N" (CR 701.53a)."""
    if spec.counters:  # 701.53a: one Incubator with N +1/+1 counters
        return alt("", "you "), "incubate ", str(spec.counters)
    noun = " tokens" if many(op) else " token"
    return (creates(names, op, alt("create", "you create")), " ", token_number(op),
            " tapped " if op.tapped else " ", spec.kind.lower(), noun)


def creature_token(names: Names, op: Op) -> Piece:
    """A token instruction's words (CR 111.4): "create two 1/1 white Soldier creature tokens
    [with flying] [named <name>] [that's tapped and attacking | that's attacking]", "create
    <name>, a legendary 2/2 ... creature token", a predefined token's (111.10)."""
    spec = op.token
    assert spec is not None
    if spec.kind:  # a predefined token (CR 111.10): "create two treasure tokens"
        return predefined(op, spec, names)
    colors = [COLOR_WORDS[c] for c in spec.colors]
    desc = " and ".join(colors) if len(colors) <= 2 else ", ".join(colors)
    words = [w for w in (desc or "colorless", " ".join(s.lower() for s in spec.subtypes),
                         " ".join(t.lower() for t in spec.types if t != "Creature")) if w]
    noun = "creature tokens" if (plural := many(op)) else "creature token"
    yours = creates(names, op, alt("create", "put", "you create"))
    body: list[Piece] = [yours, " ", token_number(op), " tapped" * (op.tapped > op.attacking),
                         token_pt(spec), " ".join(words), " ", noun]
    if spec.legendary:  # "create <name>, a legendary 2/2 ... creature token" (111.4)
        body[:3] = [yours, " ", spec.named.lower(), ", a legendary"]
    named = f" named {spec.named.lower()}" if spec.named and not spec.legendary else ""
    kws, quoted = token_abilities(spec, abilities(spec.keywords))  # "decayed" (702.147a)
    if quoted and op.rule:  # CR 111.4: 'It has "..."' (``effect_text.TOKEN_HAS``)
        return (*body, token_with(kws, ""), named, ". ", "they have" if plural else "it has",
                f' "{quoted}"')
    body += [token_with(kws, quoted), named]  # 'with flying and "..."'
    if op.attacking and op.tapped:  # "create a tapped and attacking 1/1 ..." too (508.4)
        return alt((*body, alt(" tapped and attacking", " that are tapped and attacking",
                               " that's tapped and attacking")),
                   (*body[:3], " tapped and attacking", *body[3:]))
    elif op.attacking:  # 508.4: attacking, untapped
        body.append(" that are attacking" if plural else " that's attacking")
    return tuple(body)


def creates(names: Names, op: Op, yours: Piece) -> Piece:
    """Who creates the tokens (CR 111.2): ``yours`` ("create", "you create"), or "<player>
    creates" ("each opponent creates", "its controller creates")."""
    return yours if op.who == YOU else (names.who(op.who), " creates")


def many(op: Op) -> bool:
    """Whether the tokens are written in the plural: two or X of them, or "a number of" them
    ("... equal to <count>", CR 608.2h; "a token for each <count>" in the singular)."""
    return op.count > 1 or op.x or op.per is not None and op.per.equal_to and not op.per.where_x


def token_pt(spec: TokenSpec) -> str:
    """A creature token's power and toughness between spaces: " 2/2 ", " x/x " sized by a
    count (CR 107.3), or one space when its quoted ability defines them (604.3)."""
    if spec.defined_pt:
        return " "
    return " x/x " if spec.x_pt else f" {spec.power}/{spec.toughness} "


def token_number(op: Op) -> Piece:
    """How many tokens: "a", "two", "x", or "a number of" (then "equal to <count>")."""
    if op.per is not None and op.per.equal_to and not op.per.where_x:
        return "a number of"
    if op.x and any(k == THAT_MANY for k, _ in op.params):  # ``sim.text.that_many_amounts``
        return "that many"
    return number(op.count, op.x, article=True)


#: the keywords with a number a token's text may hold as lines ("Toxic 1", CR 702.164a;
#: ``sim.text.token_rules.TokenRules.token_param``)
TOKEN_PARAMS = frozenset(("Toxic", "Afflict", "Annihilator", "Rampage", "Bushido", "Firebending",
                          "Devour", "Protection", "Ward"))  # "Protection from white" (702.16a)


def token_abilities(spec: TokenSpec, keywords: list[Piece]) -> tuple[list[Piece], str]:
    """A creature token's keywords as written after "with" and its quoted abilities: the text
    decayed stands for (CR 702.147a) written as the keyword."""
    if spec.text == DECAYED:
        return [*keywords, "decayed"], ""
    lines = spec.text.split("\n")
    numbered = [line.lower() for line in lines if line.split(" ")[0] in TOKEN_PARAMS or
                line.endswith("walk") and " " not in line]  # "Islandwalk" (702.14a)
    return [*keywords, *numbered], "\n".join(line for line in lines if line.lower() not in
                                               numbered)


def token_with(keywords: list[Piece], quoted: str) -> Piece:
    """A token's abilities after "with" (CR 111.4): its keywords in any order ("with flying and
    haste"), its quoted ability ('with "this token can't block."'), or both, the quoted one
    last ('with flying and "..."', 'with flying, menace, and "..."')."""
    if not quoted:
        return (" with ", listing(keywords)) if keywords else ""
    text = f'"{quoted}"'
    if not keywords:
        return " with ", text
    if len(keywords) == 1:
        return " with ", keywords[0], " and ", text
    orders = alt(*(join(order, ", ") for order in itertools.permutations(keywords)))
    return " with ", orders, ", and ", text


def role(names: Names, op: Op) -> Piece:
    """"create a <kind> role token attached to <creature>" (CR 111.10, 303.7)."""
    kind = ROLE_VERBS[op.verb].kind.lower()
    return alt("create ", "you create "), "a ", kind, " token attached to ", names.who(op.who)


#: the writers of the Role verbs (``sim.model.role_verbs``)
ROLE_WRITERS: dict[str, Callable[[Names, Op], Piece]] = {verb: role for verb in ROLE_VERBS}

__all__ = ["creature_token", "predefined", "creates", "many", "token_number", "token_abilities",
           "token_with", "role", "ROLE_WRITERS"]
