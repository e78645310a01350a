"""``sim.text.render``: the ability model rendered back to Oracle text, and the round trip that
makes a card ``full`` only when what the engine reads is what the card says."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.model import abilities as ab
from sim.model.abilities import Filter, Parsed, Static
from sim.model.keywords import Kw
from sim.model.programs import END_OF_COMBAT, MODIFY, Op, Program, TargetSpec, target
from sim.text import build_card, read_card
from sim.text.card_fields import Fail
from sim.text.oracle import read_text
from sim.text.render import canonical, normal, round_trips, text
from sim.text.static_text import parse_text


def card(text: str, name: str = "Testling", types: tuple[str, ...] = ("Creature",)) -> object:
    fields: dict[str, object] = {"name": name, "text": text, "types": list(types)}
    if "Creature" in types:
        fields.update(power=2, toughness=2)
    return build_card(fields, lambda field, message: Fail(field, message))


@pytest.mark.parametrize(("clause", "name", "types"), [
    ("Flying", "X", ("Creature",)),
    ("Creatures you control get +1/+1.", "Glorious Anthem", ("Enchantment",)),
    ("Each creature you control gets +1/+1.", "A", ("Enchantment",)),
    ("Other Elf creatures you control get +1/+1.", "Elvish Archdruid", ("Creature",)),
    ("Other Elves you control get +1/+1.", "E", ("Creature",)),
    ("Enchanted creature gets +2/+2 and has flying.", "Aura", ("Enchantment",)),
    ("Enchanted creature can't attack or block.", "Pacifism", ("Enchantment",)),
    ("Protection from Vampires, Werewolves, and Zombies", "Inquisitor", ("Creature",)),
    ("As long as it's your turn, Zealot has first strike.", "Zealot", ("Creature",)),
    ("{1}{R}: Shivan Dragon gets +1/+0 until end of turn.", "Shivan Dragon", ("Creature",)),
    ("When Hill Giant enters the battlefield, you gain 2 life.", "Hill Giant", ("Creature",)),
    ("When this creature enters, you gain 2 life.", "Hill Giant", ("Creature",)),
    ("Target creature gets -4/-0 until end of turn.", "Downsize", ("Instant",)),
    ("Target creature gets +3/+3 until end of turn.", "Giant Growth", ("Instant",)),
    ("Each opponent loses 1 life and you gain 1 life.", "Drain", ("Sorcery",)),
    ("Choose one —\n• You gain 5 life.\n• Prevent the next 5 damage that would be dealt to "
     "target creature this turn.", "Chant", ("Instant",)),
    ("{T}: Tap target creature. Activate only during your turn, before attackers are "
     "declared.", "Tapper", ("Creature",)),
])
def test_every_clause_of_these_cards_renders_back(clause: str, name: str,
                                                  types: tuple[str, ...]) -> None:
    reading = read_card(clause, name, types)
    assert reading.status == "full", reading.unsupported
    assert reading.approximate == ()
    for said, model in reading.clauses:
        assert round_trips(said, model, name)


def test_the_comparison_folds_only_wordings_of_one_meaning() -> None:
    """Reminder text, case, the card's name (CR 201.5) and "enters the battlefield"/"enters"."""
    assert normal("When Hill Giant enters the battlefield, draw a card. (Reminder.)",
                  "Hill Giant") == "when ~ enters, draw a card"
    assert normal("Flying.") == "flying"


def test_a_dropped_condition_does_not_round_trip() -> None:
    """An anthem read without its "as long as" (CR 611.3a) is not what the card says."""
    anthem = Parsed(statics=(Static("", ab.YOUR_CREATURES, power=1, toughness=1),))
    assert round_trips("Creatures you control get +1/+1.", anthem)
    assert not round_trips("Creatures you control get +1/+1 as long as it's your turn.", anthem)


def test_a_changed_duration_or_target_does_not_round_trip() -> None:
    """CR 611.2a: "until end of turn" and "until end of combat" are different effects."""
    spec = TargetSpec("target creature")
    growth = Program("", (spec,), (Op(MODIFY, target(0), 3, 3),))
    assert round_trips("Target creature gets +3/+3 until end of turn.", growth)
    short = attrs.evolve(growth, ops=(Op(MODIFY, target(0), 3, 3, duration=END_OF_COMBAT),))
    assert not round_trips("Target creature gets +3/+3 until end of turn.", short)
    attacking = attrs.evolve(growth, targets=(TargetSpec("", attacking=True),))
    assert not round_trips("Target creature gets +3/+3 until end of turn.", attacking)


@pytest.mark.parametrize("clause", ["Blocks each turn if able.", "Attacks this turn if able."])
def test_a_clause_read_as_another_ability_is_listed_with_the_engine_s_reading(
        clause: str) -> None:
    """"Blocks each turn if able" is read as the flag of "blocks each combat if able" (the
    same only while a turn has one combat, CR 506.1): the card says so instead of ``full``."""
    reading = read_card(clause)
    assert reading.status == "none"
    assert reading.unsupported == (clause,)
    (said, engine), = reading.approximate
    assert said == clause and engine != normal(clause)


def test_a_card_read_approximately_is_partial_and_still_plays_its_reading() -> None:
    built = card("Flying\nBlocks each turn if able.")
    assert built.keywords & Kw.FLYING and built.keywords & Kw.BLOCKS_EACH_COMBAT  # type: ignore[attr-defined]
    assert built.unsupported == ("Blocks each turn if able.",)  # type: ignore[attr-defined]
    assert built.supported == ("Flying",)  # type: ignore[attr-defined]


# --- the renderer against the compiler: what is rendered reads back as the same model ---------

_SUBTYPES = st.sampled_from(["", "Elf", "Goblin", "Sliver", "Zombie"])
_COLOR = st.sampled_from(["", "W", "U", "B", "R", "G"])
_KEYWORD = st.sampled_from([Kw.FLYING, Kw.FIRST_STRIKE, Kw.TRAMPLE, Kw.VIGILANCE,
                            Kw.DEATHTOUCH, Kw.LIFELINK, Kw.HASTE, Kw.MENACE])


@st.composite
def anthems(draw: st.DrawFn) -> Static:
    """A lord or anthem (CR 613.4c, 613.1f) over a group the compiler reads."""
    affects = draw(st.sampled_from([ab.YOUR_CREATURES, ab.ALL_CREATURES,
                                    ab.OPPONENTS_CREATURES, ab.ENCHANTED, ab.EQUIPPED]))
    only = None
    if affects in (ab.YOUR_CREATURES, ab.ALL_CREATURES, ab.OPPONENTS_CREATURES):
        f = Filter(other=draw(st.booleans()), subtype=draw(_SUBTYPES), color=draw(_COLOR),
                   attacking=draw(st.booleans()))
        only = None if f == Filter() else f
    power = draw(st.integers(-3, 3))
    toughness = draw(st.integers(-3, 3))
    add = Kw.NONE
    for flag in draw(st.lists(_KEYWORD, max_size=3, unique=True)):
        add |= flag
    if not (power or toughness or add):
        power = 1
    return Static("", affects, add, power=power, toughness=toughness, only=only)


@settings(max_examples=300, deadline=None)
@given(anthems())
def test_an_anthem_s_rendering_reads_back_as_the_same_anthem(static: Static) -> None:
    rendered = text(Parsed(statics=(static,)))
    read = parse_text(rendered)
    assert len(read.statics) == 1
    assert attrs.evolve(read.statics[0], text="") == static, rendered
    assert round_trips(rendered, read)


@settings(max_examples=200, deadline=None)
@given(st.lists(_KEYWORD, min_size=1, max_size=4, unique=True))
def test_a_keyword_line_renders_each_keyword(flags: list[Kw]) -> None:
    reading = read_text(", ".join(canonical(text(Parsed(f))) for f in flags))
    assert reading.status == "full"
    for clause, model in reading.read:
        assert round_trips(clause, model)


@pytest.mark.parametrize("text", ["{T}: Add {C}{G}.", "{T}: Add {G}{C}.", "{T}: Add {2}.",
                                  "{T}: Add {C}{C}.", "{T}: Add {W}{W}{W}{W}{W}{W}.",
                                  "{T}: Add {99999999999}."])
def test_a_mana_ability_renders_its_mana_in_any_order_and_a_huge_amount_as_its_number(
        text: str) -> None:
    """CR 605.1a: the symbols a mana ability adds, in the order printed; a fuzzed file's
    "{99999999999}" is rendered as that number, never as that many symbols."""
    reading = read_card(text, "Land", ("Land",))
    assert reading.status == "full" and reading.approximate == ()


@pytest.mark.parametrize("name", [".", "_", " ", "..."])
def test_a_card_whose_name_normalizes_to_nothing_reads_its_text(name: str) -> None:
    """A fuzzed card named "." (nothing once normalized) names nothing in its text; the
    search for it used to find "" at every position, forever."""
    assert normal("This creature gets +1/+1.", name) == "~ gets +1/+1"
    assert read_card("Flying", name).status == "full"


@pytest.mark.parametrize("clause", [
    "This land enters tapped.", "Testland enters the battlefield tapped.",
    "This land enters tapped unless you control two or fewer other lands.",
    "This land enters tapped unless you control 2 or more other lands.",
    "If you control two or more other lands, this land enters tapped.",
    "This land enters tapped unless you control a Forest or a Plains.",
    "This land enters tapped unless you control a Mount or Vehicle.",
    "This land enters tapped unless you control three or more other Islands.",
    "This land enters tapped unless you control a basic land.",
    "This land enters tapped unless you control two or more basic lands.",
    "This land enters tapped unless you control a legendary creature.",
    "This land enters tapped unless a player has 13 or less life.",
    "This land enters tapped unless you have two or more opponents."])
def test_entering_tapped_renders_its_condition_and_param_text_reads_back(clause: str) -> None:
    """CR 614.1d: each "enters tapped [unless ...]" reads as one parameter whose rendering is
    the clause, and whose phrase (``param_text``, what ``cards show`` prints) reads back into
    the same parameter."""
    from sim.text import param_text

    reading = read_card(clause, "Testland", ("Land",))
    assert reading.status == "full" and reading.approximate == ()
    (param,) = reading.parsed.params
    assert param[0] == ab.ENTERS_TAPPED
    assert parse_text("This land " + param_text(param) + ".").params == frozenset([param])


@pytest.mark.parametrize("clause", [
    "This land enters tapped unless you control two or fewer other Forests.",
    "This land enters tapped unless you control a Plains and an Island.",
    "{T}: Add {W} or {U} or {B}.", "{T}: Add one mana of any colors."])
def test_entering_and_mana_wordings_not_read(clause: str) -> None:
    """What the grammar does not read is listed as not run, never approximated."""
    assert read_card(clause, "Testland", ("Land",)).status == "none"
