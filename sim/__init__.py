"""mtgsim's rules engine: game state, legality, damage and the combat state machine.

Typical use::

    from cards import default_pool
    from sim import load_scenario, run_combat
    scenario = load_scenario("examples/alpha_strike.toml", default_pool())
    state = scenario.state.clone()
    outcome = run_combat(state, scenario.agents())
"""

from sim.agent import PASS, Action, Agent, DefaultAgent, ScriptedAgent
from sim.card import CardDef
from sim.combat import advance, next_step, run_combat
from sim.damage import (
    DamageEvent,
    DamagePipeline,
    DamageRequest,
    deal_damage,
    default_assignment,
    validate_assignment,
)
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.errors import (
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
from sim.rules import Edition
from sim.sba import check_state_based_actions
from sim.scenario import SCHEMA_VERSION, Scenario, load_scenario, parse_scenario
from sim.state import (
    CombatState,
    Duration,
    Effect,
    GameState,
    Outcome,
    Permanent,
    Player,
    Step,
    Zone,
)

__all__ = [
    "PASS", "Action", "Agent", "DefaultAgent", "ScriptedAgent", "CardDef", "advance", "next_step",
    "run_combat", "DamageEvent", "DamagePipeline", "DamageRequest", "deal_damage",
    "default_assignment", "validate_assignment", "AttackDeclaration", "BlockDeclaration",
    "IllegalActionError", "IllegalAttackError", "IllegalBlockError",
    "IllegalDamageAssignmentError", "IllegalDeclarationError", "MtgsimError", "ScenarioError",
    "UnknownNameError", "Kw", "Verdict", "Violation", "is_legal", "legal_attacks", "legal_blocks",
    "Mana", "Edition", "check_state_based_actions", "SCHEMA_VERSION", "Scenario",
    "load_scenario", "parse_scenario", "CombatState", "Duration", "Effect", "GameState",
    "Outcome", "Permanent", "Player", "Step", "Zone",
]
