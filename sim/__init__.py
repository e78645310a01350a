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
from sim.engine.agents import Agent, DefaultAgent, Script
from sim.engine.play import advance, drive, play, random_playout, run_combat
from sim.io import board_svg, serialize  # noqa: F401  (they provide GameState's to_dict and SVG)
from sim.io.run_report import SCHEMA_VERSION
from sim.io.scenario import Scenario, load_scenario, parse_scenario
from sim.legality.damage_assignment import default_assignment, validate_assignment
from sim.legality.legal_declarations import is_legal, legal_attacks, legal_blocks
from sim.legality.verdicts import Verdict, Violation
from sim.model.actions import (
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
from sim.model.card import CardDef
from sim.model.combat_state import CombatState
from sim.model.damage_records import DamageEvent, DamageRequest
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.editions import Edition
from sim.model.errors import (
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
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import Duration, Effect, Permanent, Player, Stage, Step, Zone
from sim.model.outcome import GameResult, Outcome
from sim.model.state import GameState
from sim.rules.combat import next_step
from sim.rules.damage import DamagePipeline, deal_damage
from sim.rules.sba import check_state_based_actions

__all__ = [
    "BUILD", "COMPILED",
    "PASS", "Action", "ActionSyntaxError", "AssignDamage", "ChooseEffect", "DeclareAttackers",
    "DeclareBands", "DeclareBlockers", "OrderDamage", "PassPriority", "ResolveEffect",
    "action_from_json",
    "parse_action", "Agent", "DefaultAgent", "Script", "CardDef", "next_step", "DamageEvent",
    "DamagePipeline", "DamageRequest", "deal_damage", "default_assignment",
    "validate_assignment", "Decision", "DecisionKind", "LegalActions",
    "AttackDeclaration", "BlockDeclaration",
    "DeclarationFormError", "IllegalActionError", "IllegalAttackError", "IllegalBlockError",
    "IllegalDamageAssignmentError", "IllegalDeclarationError", "MtgsimError", "ScenarioError",
    "UnknownNameError", "Kw", "Verdict", "Violation", "is_legal", "legal_attacks",
    "legal_blocks", "Mana", "advance", "drive", "play", "random_playout", "run_combat", "Edition",
    "check_state_based_actions", "SCHEMA_VERSION", "Scenario", "load_scenario",
    "parse_scenario", "CombatState", "Duration", "Effect", "GameResult", "GameState", "Outcome",
    "Permanent", "Player", "Stage", "Step", "Zone",
]
