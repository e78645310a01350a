"""mtgsim's rules engine: game state, legality, damage and the combat state machine.

The engine runs until a player must choose, then waits: ``state.decision`` says who and
what, ``state.legal_actions()`` lists what is legal (lazily), ``state.apply(action)`` goes
on. Typical use::

    from cards import default_pool
    from sim import load_scenario, play
    scenario = load_scenario("examples/alpha_strike.toml", default_pool())
    state = scenario.state.clone().start()
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[0])
    print(state.outcome())
"""

from sim._build import BUILD, COMPILED  # first: it chooses compiled or pure modules
from sim.actions import (
    PASS,
    Action,
    ActionSyntaxError,
    AssignDamage,
    ChooseEffect,
    DeclareAttackers,
    DeclareBands,
    DeclareBlockers,
    OrderDamage,
    PassPriority,
    ResolveEffect,
    action_from_json,
    parse_action,
)
from sim.agent import Agent, DefaultAgent, Script
from sim.card import CardDef
from sim.combat import next_step
from sim.damage import (
    DamageEvent,
    DamagePipeline,
    DamageRequest,
    deal_damage,
    default_assignment,
    validate_assignment,
)
from sim.decisions import Decision, LegalActions
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.errors import (
    DeclarationFormError,
    IllegalActionError,
    IllegalAttackError,
    IllegalBlockError,
    IllegalDamageAssignmentError,
    IllegalDeclarationError,
    MtgsimError,
    ScenarioError,
    UnknownNameError,
)
from sim.keywords import Kw
from sim.legality import Verdict, Violation, is_legal, legal_attacks, legal_blocks
from sim.mana import Mana
from sim.play import advance, drive, play, run_combat
from sim.rules import Edition
from sim.sba import check_state_based_actions
from sim.scenario import SCHEMA_VERSION, Scenario, load_scenario, parse_scenario
from sim.state import (
    CombatState,
    Duration,
    Effect,
    GameResult,
    GameState,
    Outcome,
    Permanent,
    Player,
    Stage,
    Step,
    Zone,
)

__all__ = [
    "BUILD", "COMPILED",
    "PASS", "Action", "ActionSyntaxError", "AssignDamage", "ChooseEffect", "DeclareAttackers",
    "DeclareBands", "DeclareBlockers", "OrderDamage", "PassPriority", "ResolveEffect",
    "action_from_json",
    "parse_action", "Agent", "DefaultAgent", "Script", "CardDef", "next_step", "DamageEvent",
    "DamagePipeline", "DamageRequest", "deal_damage", "default_assignment",
    "validate_assignment", "Decision", "LegalActions", "AttackDeclaration", "BlockDeclaration",
    "DeclarationFormError", "IllegalActionError", "IllegalAttackError", "IllegalBlockError",
    "IllegalDamageAssignmentError", "IllegalDeclarationError", "MtgsimError", "ScenarioError",
    "UnknownNameError", "Kw", "Verdict", "Violation", "is_legal", "legal_attacks",
    "legal_blocks", "Mana", "advance", "drive", "play", "run_combat", "Edition",
    "check_state_based_actions", "SCHEMA_VERSION", "Scenario", "load_scenario",
    "parse_scenario", "CombatState", "Duration", "Effect", "GameResult", "GameState", "Outcome",
    "Permanent", "Player", "Stage", "Step", "Zone",
]
