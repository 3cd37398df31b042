# Writes data/cards.json (run: python3 scripts/cards-source.py). Every DXS card is synthetic: no public
# Divine Cross card list exists, so these are invented to exercise the rules, not real cards.
import json
S = "DXS"
cards = []
def unit(n, name, attrs, adv, hp, retreat, skills=(), ex=(), text=""):
    cards.append({"id": f"{S}-{n:03d}", "name": name, "kind": "unit", "hp": hp, "attributes": attrs,
                  "advantage": adv, "retreat": retreat, "skills": list(skills), "ex": list(ex),
                  "text": text, "synthetic": True, "set": S})
def cmd(n, name, kind, effects, text):
    cards.append({"id": f"{S}-{n:03d}", "name": name, "kind": kind, "effects": effects, "text": text,
                  "synthetic": True, "set": S})
def assist(n, name, skills=(), ex=(), text=""):
    cards.append({"id": f"{S}-{n:03d}", "name": name, "kind": "assist", "skills": list(skills), "ex": list(ex),
                  "text": text, "synthetic": True, "set": S})
def sk(name, cost, damage=None, **kw):
    d = {"name": name, "cost": cost}
    if damage is not None: d["damage"] = damage
    d.update(kw)
    return d
R, G, B, C, T = "red", "green", "blue", "colorless", "tricolor"

unit(1, "Ember Cub", [R], [G], 500, 1, [sk("Spark Bite", 1, 200)])
unit(2, "Blaze Lion", [R], [G], 900, 2, [sk("Roaring Flame", 3, 500)])
unit(3, "Moss Sprite", [G], [B], 500, 1, [sk("Leaf Dart", 1, 200)])
unit(4, "Grove Titan", [G], [B], 1000, 3, [sk("Trunk Slam", 3, 600)])
unit(5, "Tide Otter", [B], [R], 500, 1, [sk("Splash", 1, 200)])
unit(6, "Deep Leviathan", [B], [R], 1000, 3, [sk("Maelstrom", 4, 700)])
unit(7, "Prism Golem", [T], [], 800, 2, [sk("Refract", 2, 300)], text="Attribute: the tri-colour icon (red, green and blue at once, 204.2a).")
unit(8, "Grey Drifter", [C], [], 600, 0, [sk("Tackle", 0, 100)])
unit(9, "Shock Mantis", [G], [B], 600, 1, [sk("Paralyzing Sting", 2, 100, effects=[{"op": "stun", "target": "opp-main"}], text="Stun the opponent's Main unit.")])
unit(10, "Volt Hare", [B], [R], 500, 1, [sk("Static Kick", 1, 100, whileStunned=True, text="Usable while stunned.")])
unit(11, "Ironhide Tortoise", [G], [R], 300, 2, [sk("Withdraw", 2, effects=[{"op": "heal", "target": "self", "amount": 100}], text="Heal this unit 100.")],
     [{"name": "Shell Ward", "type": "static", "static": "no-skill-damage", "text": "This unit takes no skill damage."}])
unit(12, "Ember Monk", [R], [G], 700, 1, [sk("Flurry", 1, damagePer={"amount": 200, "per": "own-energy"}, text="200× the energy on this unit.")])
unit(13, "Counting Crow", [C], [], 600, 1, [sk("Peck Count", 1, damagePer={"amount": 100, "per": "opp-ko"}, text="100× the cards in the opponent's KO pile.")])
unit(14, "Gambler Fox", [R], [G], 600, 1, [sk("Lucky Strike", 1, 400, failUnlessRpsWin=True, text="Play RPS; if you lose, this skill fails.")])
unit(15, "Mirror Owl", [B], [R], 700, 2, [sk("Gust", 2, 200)],
     [{"name": "Mirror Feint", "type": "static", "static": "skill-fail-rps", "where": "main", "text": "While this is your Main unit: when the opponent declares a skill, play RPS; if you win, that skill fails."}])
unit(16, "Field Medic", [G], [B], 600, 1, [sk("Field Dressing", 1, 100, effects=[{"op": "heal", "target": "own-unit", "amount": 200}], text="Heal one of your damaged units 200.")])
unit(17, "Catapult Crab", [B], [R], 700, 2, [sk("Lob", 2, 200, damageEffects=[{"op": "damage", "target": "opp-standby", "amount": 300}], text="300 damage to one of the opponent's Standby units.")])
unit(18, "Scatter Wasp", [G], [B], 500, 1, [sk("Swarm", 2, 100, damageEffects=[{"op": "damage", "target": "opp-standby-all", "amount": 100}], text="100 damage to each of the opponent's Standby units.")])
unit(19, "Reckless Ram", [R], [G], 800, 2, [sk("Headlong", 2, 400, damageEffects=[{"op": "damage", "target": "self", "amount": 100}], text="100 damage to this unit.")])
unit(20, "Scholar Newt", [B], [R], 500, 1, [sk("Cram Session", 1, 100, modifiers=[{"op": "draw-up-to", "count": 4, "amount": 100}], text="Draw up to 4 cards; +100 damage per card.")])
unit(21, "Greedy Goblin", [R], [G], 600, 1, [sk("All In", 2, 200, modifiers=[{"op": "may", "do": {"op": "draw", "count": 15}, "then": [{"op": "plus", "amount": 500}]}], text="You may draw 15 cards; if you do, +500 damage.")])
unit(22, "Sacrifice Imp", [C], [], 500, 1, [sk("Offering", 1, 100, damageEffects=[{"op": "discard", "count": 3, "then": [{"op": "damage", "target": "opp-standby", "amount": 300}]}], text="Discard 3 cards; if you do, 300 damage to one of the opponent's Standby units.")])
unit(23, "Sun Priest", [G], [B], 700, 1, [sk("Sunbeam", 2, 200)],
     [{"name": "Dusk Prayer", "type": "triggered", "on": "turn-end", "effects": [{"op": "heal", "target": "own-main", "amount": 100}], "text": "At the end of your turn, heal your Main unit 100."}])
unit(24, "Thorn Warden", [G], [B], 800, 2, [sk("Bramble Lash", 2, 200)],
     [{"name": "Thorn Backlash", "type": "triggered", "on": "took-skill-damage", "turn": "any", "effects": [{"op": "damage", "target": "opp-main", "amount": 100}], "text": "When this unit takes skill damage, 100 damage to the opponent's Main unit."}])
unit(25, "Herald Drake", [R], [G], 700, 2, [sk("Wing Buffet", 2, 200)],
     [{"name": "Battle Cry", "type": "triggered", "on": "battle-start", "effects": [{"op": "modify", "stat": "power", "target": "own-main", "amount": 100}], "text": "At the start of your battle phase, your Main unit's skills deal +100 this turn."}])
unit(26, "Watchtower Sentinel", [B], [R], 700, 2, [sk("Spear Thrust", 2, 200)],
     [{"name": "Alarm Bell", "type": "triggered", "on": "battle-start", "turn": "any", "effects": [{"op": "draw", "count": 1}], "text": "At the start of each battle phase, draw 1 card."}])
unit(27, "Signal Lark", [C], [], 400, 0, [sk("Chirp", 1, 100)],
     [{"name": "Arrival Song", "type": "triggered", "on": "put-standby", "turn": "any", "effects": [{"op": "draw", "count": 1}], "text": "When this unit is put into a Standby area, draw 1 card."}])
unit(28, "Echo Sprite", [C], [], 400, 1, [sk("Ring", 1, 100)],
     [{"name": "Echo", "type": "triggered", "on": "opp-ex-resolved", "turn": "any", "effects": [{"op": "heal", "target": "own-main", "amount": 100}], "text": "Whenever an EX power of your opponent resolves, heal your Main unit 100."}])
unit(29, "Tinker Gnome", [B], [R], 600, 1, [sk("Wrench Toss", 2, 200)],
     [{"name": "Tinker", "type": "activated", "uses": 1, "effects": [{"op": "charge", "target": "self"}], "text": "Once during your turn: charge this unit (attach a hand card as energy, then draw 1)."}])
unit(30, "Spring Dryad", [G], [B], 600, 1, [sk("Vine Whip", 1, 100)],
     [{"name": "Mend", "type": "activated", "uses": 2, "effects": [{"op": "heal", "target": "own-unit", "amount": 100}], "text": "Twice during your turn: heal one of your damaged units 100."}])
unit(31, "Bastion Knight", [C], [], 900, 2, [sk("Shield Bash", 2, 200)],
     [{"name": "Cover Retreat", "type": "static", "static": "modify", "stat": "retreat", "target": "own-main", "amount": -2, "where": "standby", "text": "While this unit is in Standby, your Main unit's retreat cost is 2 lower."}])
unit(32, "Anchor Ooze", [B], [R], 600, 1, [sk("Sticky Glob", 1, 100)],
     [{"name": "Heavy Slime", "type": "static", "static": "modify", "stat": "retreat", "target": "opp-main", "amount": 1, "where": "main", "text": "While this is your Main unit, the opponent's Main unit's retreat cost is 1 higher."}])
unit(33, "Frost Witch", [B], [R], 600, 1, [sk("Ice Shard", 2, 300)],
     [{"name": "Chill Aura", "type": "static", "static": "modify", "stat": "cost", "target": "opp-main", "amount": 1, "where": "main", "text": "While this is your Main unit, the opponent's Main unit's skills cost 1 more."}])
unit(34, "Banner Squire", [R], [G], 500, 1, [sk("Poke", 1, 100)],
     [{"name": "Rally Banner", "type": "static", "static": "modify", "stat": "power", "target": "own-main", "amount": 100, "where": "standby", "text": "While this unit is in Standby, your Main unit's skills deal +100."}])
unit(35, "Stone Sentry", [C], [], 700, 2, [sk("Rock Throw", 2, 200)],
     [{"name": "Stone Skin", "type": "static", "static": "modify", "stat": "guard", "target": "self", "amount": -100, "text": "Skill damage to this unit is 100 lower."}])
unit(36, "Lucky Cat", [C], [], 500, 1, [sk("Scratch", 1, 100)],
     [{"name": "Beckoning Paw", "type": "activated", "uses": 1, "effects": [{"op": "ticket"}], "text": "Once during your turn: you are granted the Winning Ticket."}])
unit(37, "Vesper Acolyte", [G], [B], 600, 1, [sk("Hymn", 1, 100)],
     [{"name": "Vesper Chime", "type": "triggered", "on": "turn-end", "stacks": False, "effects": [{"op": "heal", "target": "own-main", "amount": 100}], "text": "At the end of your turn, heal your Main unit 100. Does not stack."}])

unit(70, "Pounce Lynx", [G], [B], 600, 1, [sk("Opening Strike", 2, 200, beforeDamage=[{"op": "damage", "target": "opp-main", "amount": 100}], text="Before dealing damage: 100 damage to the opponent's Main unit.")])
unit(71, "Dawn Lark", [C], [], 500, 1, [sk("Peep", 1, 100)],
     [{"name": "Morning Song", "type": "triggered", "on": "draw-phase-start", "effects": [{"op": "heal", "target": "own-main", "amount": 100}], "text": "At the start of your draw phase, heal your Main unit 100."}])
unit(72, "Supply Mule", [C], [], 700, 2, [sk("Kick", 2, 200)],
     [{"name": "Saddlebags", "type": "triggered", "on": "main-start", "where": "standby", "effects": [{"op": "draw", "count": 1}], "text": "At the start of your main phase, if this unit is in Standby, draw 1 card."}])
unit(73, "War Drummer", [R], [G], 600, 1, [sk("Beat", 1, 100)],
     [{"name": "Drumroll", "type": "triggered", "on": "using-skill", "effects": [{"op": "modify", "stat": "power", "target": "own-main", "amount": 100}], "text": "When your Main unit uses a skill, it deals +100 this turn."}])
unit(74, "Afterglow Moth", [B], [R], 500, 1, [sk("Dust", 1, 100)],
     [{"name": "Afterglow", "type": "triggered", "on": "after-skill", "effects": [{"op": "draw", "count": 1}], "text": "After your Main unit uses a skill, draw 1 card."}])
unit(75, "Mist Stag", [G], [B], 700, 1, [sk("Antler", 2, 200)],
     [{"name": "Fade", "type": "triggered", "on": "battle-end", "turn": "any", "effects": [{"op": "cure", "target": "own-main"}], "text": "At the end of each battle phase, remove the stun from your Main unit."}])
unit(76, "Herald of Dawn", [C], [], 600, 1, [sk("Chime", 1, 100)],
     [{"name": "First Light", "type": "triggered", "on": "game-start", "turn": "any", "effects": [{"op": "ticket"}], "text": "At the start of the game, you are granted the Winning Ticket."}])
unit(77, "Grudge Hound", [R], [G], 600, 1, [sk("Snarl", 1, 100)],
     [{"name": "Grudge", "type": "triggered", "on": "using-skill", "turn": "opponents", "where": "main", "effects": [{"op": "damage", "target": "opp-main", "amount": 100}], "text": "When the opponent's Main unit uses a skill while this is your Main unit, 100 damage to it."}])
unit(78, "Sundial Turtle", [C], [], 800, 2, [sk("Shell Spin", 2, 200)],
     [{"name": "Sundial", "type": "triggered", "on": "turn-start", "turn": "any", "effects": [{"op": "heal", "target": "self", "amount": 100}], "text": "At the start of each turn, heal this unit 100."}])

cmd(40, "Quick Draw", "event", [{"op": "draw", "count": 2}], "Draw 2 cards.")
cmd(41, "Rock Paper Fortune", "event", [{"op": "rps", "times": 4, "perWin": [{"op": "draw", "count": 1}]}], "Play RPS 4 times; draw 1 card per win.")
cmd(42, "Lucky Bandage", "action", [{"op": "rps", "win": [{"op": "heal", "target": "own-main", "amount": 200}]}], "Play RPS; if you win, heal your Main unit 200.")
cmd(43, "Study Break", "action", [{"op": "draw-until", "count": 5}], "Draw until you have 5 cards in hand.")
cmd(44, "Fire Drill", "action", [{"op": "swap"}], "Swap your Main unit with one of your Standby units.")
cmd(45, "Desperate Pact", "event", [{"op": "ko-pile", "count": 2}, {"op": "damage", "target": "opp-main", "amount": 500}], "Put 2 cards from your hand into your KO pile. Then 500 damage to the opponent's Main unit.")
cmd(46, "Raffle Win", "event", [{"op": "ticket"}], "You are granted the Winning Ticket.")
cmd(47, "Scout Ahead", "action", [{"op": "search", "filter": "unit"}], "Look through your deck for a unit card, put it into your hand, then shuffle.")
cmd(48, "Energy Drain", "event", [{"op": "discard-energy", "target": "opp-main", "count": 1}], "Discard 1 energy from the opponent's Main unit.")
cmd(49, "Smelling Salts", "action", [{"op": "cure", "target": "own-main"}], "Remove the stun from your Main unit.")
cmd(50, "Withering Curse", "event", [{"op": "modify", "stat": "hp", "target": "opp-main", "amount": -300}], "The opponent's Main unit gets HP -300 this turn.")
cmd(51, "Second Wind", "event", [{"op": "charge", "target": "own-unit"}], "Charge one of your units (attach a hand card as energy, then draw 1).")
cmd(52, "Execution Order", "event", [{"op": "ko", "target": "opp-standby"}], "KO one of the opponent's Standby units.")
cmd(53, "War Paint", "action", [{"op": "modify", "stat": "power", "target": "own-main", "amount": 200}], "Your Main unit's skills deal +200 this turn.")
cmd(55, "Lucky Cat", "action", [{"op": "rps", "win": [{"op": "ticket"}]}], "Play RPS; if you win, you are granted the Winning Ticket. (Shares its name with the unit Lucky Cat: the deck limit counts name and kind together, 402.2.)")
cmd(54, "Field Triage", "action", [{"op": "may", "do": {"op": "heal", "target": "own-main", "amount": 300}, "else": [{"op": "draw", "count": 1}]}], "You may heal your Main unit 300; if you don't, draw 1 card.")

assist(60, "Flame Gauntlet", [sk("Gauntlet Punch", 1, 300)],
       [{"name": "Heat Knuckles", "type": "static", "static": "modify", "stat": "power", "target": "self", "amount": 100, "text": "The unit with this assist deals +100 skill damage."}],
       "The unit gains 「Gauntlet Punch」 and 「Heat Knuckles」.")
assist(61, "Iron Buckler", [], [{"name": "Brace", "type": "static", "static": "modify", "stat": "guard", "target": "self", "amount": -100, "text": "Skill damage to the unit with this assist is 100 lower."}])
assist(62, "Feather Boots", [], [{"name": "Light Step", "type": "static", "static": "modify", "stat": "retreat", "target": "self", "amount": -1, "text": "The unit with this assist has retreat cost 1 lower."},
                                {"name": "Sprint", "type": "static", "static": "modify", "stat": "hp", "target": "self", "amount": 100, "text": "The unit with this assist has HP +100."}])
assist(63, "Vesper Chime Charm", [], [{"name": "Vesper Chime", "type": "triggered", "on": "turn-end", "stacks": False, "effects": [{"op": "heal", "target": "own-main", "amount": 100}], "text": "At the end of your turn, heal your Main unit 100. Does not stack."}])

# The four cards the rules document names (layout diagram near §200), with only what it shows.
cards.append({"id": "NHML-01-03", "name": "Kasuko Flave", "nameJa": "キャスコ・フレイブ", "kind": "unit", "hp": 800,
  "attributes": [], "advantage": [], "retreat": 4,
  "skills": [{"name": "(unnamed stun skill)", "cost": 3, "damage": 300, "effects": [{"op": "stun", "target": "opp-main"}],
              "text": "Stun the opponent's Main unit."}],
  "text": "From the layout diagram: HP 800, a skill reading 'stun the opponent's Main unit' with 300 (most likely damage) and 3 (most likely its cost); the 4 is read as the retreat cost.",
  "set": "NHML-01", "unsupported": "only partly shown in the rules document: its attribute, advantage, EX power and skill name are not recoverable",
  "notes": "© 魔法の国ザ・デュエル"})
for cid, ja, en, kind in [("NHML-01-07", "魔法の短冊", "Magic Paper Strip", "event"),
                          ("NHML-01-08", "選手交代", "Player Substitution", "action"),
                          ("NHML-01-05", "マジカルコスチューム", "Magical Costume", "assist")]:
    c = {"id": cid, "name": en, "nameJa": ja, "kind": kind, "set": "NHML-01",
         "text": "Name only: the rules document shows no text for this card.",
         "unsupported": "the rules document shows only its name; its text is unknown", "notes": "© 魔法の国ザ・デュエル"}
    if kind != "assist": c["effects"] = []
    cards.append(c)

json.dump({"format": "tcglab-divine-cross-cards/1",
           "note": "DXS cards are SYNTHETIC, invented for tcglab to exercise the rules; NHML cards are the four the rules name.",
           "cards": cards}, open("data/cards.json", "w"), ensure_ascii=False, indent=1)
print(len(cards), "cards")
