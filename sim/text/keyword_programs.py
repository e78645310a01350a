"""The programs of the keywords that trigger (CR 702.39a provoke, 702.23a rampage, 702.25a
flanking, 702.45a bushido, 702.83a exalted, 702.108a prowess, 702.91a battle cry, 702.105a
dethrone, 702.149a training, 702.121a melee, 702.93a undying, 702.79a persist, 702.130a
afflict, 702.86a annihilator, 702.21a ward, 702.43a modular), as their rules word them;
``sim.rules.triggers`` says when they trigger."""

from __future__ import annotations

from sim.model.abilities import MUST_BLOCK_ATTACKER, WARD
from sim.model.programs import (
    COUNTER,
    DEFENDING,
    END_OF_COMBAT,
    HAS_PLUS_COUNTER,
    LOSE_LIFE,
    MELEE,
    MODIFY,
    MOVE_COUNTER,
    OTHER_ATTACKERS,
    PERSIST,
    RAMPAGE,
    SACRIFICE,
    SELF,
    SOURCE,
    THAT,
    UNDYING,
    UNTAP,
    Op,
    Program,
    TargetSpec,
    target,
)
from sim.model.ward_costs import ward_cost, ward_payment, ward_text


#: what each keyword that triggers does, as a program (CR 702.39 provoke, 702.23 rampage,
#: 702.25 flanking, 702.45 bushido, 702.83 exalted, and ``_more_keyword_program``'s);
#: ``sim.rules.triggers`` says when
def keyword_program(keyword: str, n: int = 0) -> Program:
    """The program of ``keyword``'s triggered ability, ``n`` its number (rampage 2, bushido
    1, afflict 3); ``ValueError`` for a keyword with no such program."""
    if keyword == "provoke":
        spec = TargetSpec("target creature defending player controls", controller="defending")
        return Program(f"provoke: you may have {spec.text} untap and block ~ if able",
                       (spec,), (Op(UNTAP, target(0)),
                                 Op(MODIFY, target(0), params=frozenset(
                                     [(MUST_BLOCK_ATTACKER, SOURCE)]), duration=END_OF_COMBAT)),
                       optional=True)
    if keyword == "rampage":
        return Program(f"rampage {n}: ~ gets +{n}/+{n} for each creature blocking it beyond "
                       "the first", ops=(Op(RAMPAGE, SELF, n, n),))
    if keyword == "flanking":
        return Program("flanking: the blocking creature gets -1/-1 until end of turn",
                       ops=(Op(MODIFY, THAT, -1, -1),))
    if keyword == "bushido":
        return Program(f"bushido {n}: ~ gets +{n}/+{n} until end of turn",
                       ops=(Op(MODIFY, SELF, n, n),))
    if keyword == "exalted":
        return Program("exalted: the creature attacking alone gets +1/+1 until end of turn",
                       ops=(Op(MODIFY, THAT, 1, 1),))
    return _more_keyword_program(keyword, n)


#: the program of each keyword that ``_more_keyword_program`` knows (702.108a prowess,
#: 702.91a battle cry, 702.105a dethrone, 702.149a training, 702.121a melee, 702.93a undying,
#: 702.79a persist), as its rule words it
_KEYWORD_PROGRAMS = {
    "prowess": Program("prowess: ~ gets +1/+1 until end of turn", ops=(Op(MODIFY, SELF, 1, 1),)),
    "battle cry": Program("battle cry: each other attacking creature gets +1/+0 until end of "
                          "turn", ops=(Op(MODIFY, OTHER_ATTACKERS, 1, 0),)),
    "dethrone": Program("dethrone: put a +1/+1 counter on ~", ops=(Op(COUNTER, SELF, amount=1),)),
    "training": Program("training: put a +1/+1 counter on ~", ops=(Op(COUNTER, SELF, amount=1),)),
    "melee": Program("melee: ~ gets +1/+1 until end of turn for each opponent you attacked "
                     "with a creature this combat", ops=(Op(MELEE, SELF),)),
    "undying": Program("undying: return ~ to the battlefield under its owner's control with a "
                       "+1/+1 counter on it", ops=(Op(UNDYING, SELF),)),
    "persist": Program("persist: return ~ to the battlefield under its owner's control with a "
                       "-1/-1 counter on it", ops=(Op(PERSIST, SELF),)),
}


def ward_program(value: str) -> Program:
    """Ward [cost] (CR 702.21a: "whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]"), ``value`` the ``WARD`` parameter's (``sim.model.ward_costs``): ward {N} as
    ``keyword_program``'s, another cost as an instruction carrying its words (``Op.rule``,
    run by ``sim.rules.ward``)."""
    if value.isdigit():
        return keyword_program("ward", int(value))
    cost = ward_cost(value)
    if cost is None:
        raise ValueError(value)
    verb, rest = ward_payment(value).split(" ", 1)
    return Program(f"{ward_text(value)}: counter that spell or ability unless its controller "
                   f"{verb}s {rest}", ops=(Op(WARD, THAT, amount=cost.mana, rule=value),))


def _more_keyword_program(keyword: str, n: int) -> Program:
    """Afflict N (702.130a: "defending player loses N life"), annihilator N (702.86a:
    "defending player sacrifices N permanents"), ward {N} (702.21a: "counter that spell or
    ability unless its controller pays {N}"), and the parameterless ones above."""
    if keyword == "afflict":
        return Program(f"afflict {n}: defending player loses {n} life",
                       ops=(Op(LOSE_LIFE, DEFENDING, amount=n),))
    if keyword == "ward":
        return Program(f"ward {{{n}}}: counter that spell or ability unless its controller "
                       f"pays {{{n}}}", ops=(Op(WARD, THAT, amount=n),))
    if keyword == "annihilator":
        return Program(f"annihilator {n}: defending player sacrifices {n} permanents",
                       ops=(Op(SACRIFICE, DEFENDING, amount=n),))
    if keyword == "modular":  # 702.43a, ``n``: the +1/+1 counters it last had (603.10a)
        spec = TargetSpec("target artifact creature", card_type="Artifact")
        return Program("modular: you may put a +1/+1 counter on target artifact creature for "
                       f"each +1/+1 counter on ~ ({n})", (spec,),
                       (Op(COUNTER, target(0), amount=n),), optional=True)
    if keyword == "graft":  # 702.58a: "that creature" the one that entered
        return Program("graft: you may move a +1/+1 counter from ~ onto that creature",
                       ops=(Op(MOVE_COUNTER, THAT),), optional=True, condition=HAS_PLUS_COUNTER)
    program = _KEYWORD_PROGRAMS.get(keyword)
    if program is None:
        raise ValueError(keyword)
    return program
