"""Supply Cut's whole life cycle (docs/GUERILLA.md 8.10): cutting, the growing isolation marker, surrender,
every way isolation ends, overrun, and the card going back to the cutter's hand or to the discard pile."""

from .bookkeeping import pay, played_letter
from .model import FSIDE, OTHER


def cutters_victims(x, g):
    """The groups whose supply ``g`` is cutting."""
    return [v for v in x.groups() if v["cut_by"] == g["id"]]


def end_isolation(x, victim, rule, why, back_to_hand=False):
    """Isolation ends: markers come off both groups; the Supply Cut card is discarded, or goes back to the
    cutter's hand (overrun, surrender, faction change, propaganda)."""
    card, cutter_pid = victim["cut_card"], victim.get("cut_player")
    victim["iso"], victim["cut_by"], victim["cut_card"] = None, None, None
    victim.pop("cut_player", None)
    if card is None:
        return
    if back_to_hand and cutter_pid:
        x.hand(cutter_pid).append(card)
        x.log(rule, f"{x.gname(victim, True)} is no longer isolated ({why}); the Supply Cut card goes back to "
                    f"{x.pname(cutter_pid)}'s hand.")
    else:
        x.discard([card])
        x.log(rule, f"{x.gname(victim, True)} is no longer isolated ({why}); the Supply Cut card is discarded.")


def after_attack(x, g):
    """A cutting group that makes another attack lets its victims' supply through (8.10)."""
    for v in cutters_victims(x, g):
        end_isolation(x, v, "8.10", f"{x.gname(g)}, which cut its supply, attacked again")


def group_gone(x, g, how, losses=0):
    """``g`` has left play (eliminated, withdrawn, retreated, surrendered). Its victims go free; if it was
    itself isolated, overrun / surrender / propaganda return the card to the cutter (8.10)."""
    for v in cutters_victims(x, g):
        end_isolation(x, v, "8.10", f"the group cutting its supply was {how}")
    if g["iso"] is not None:
        back = losses > g.get("limit", 0) if how == "combat" else how in ("surrendered", "propaganda")
        end_isolation(x, g, "8.10", "it is gone" + (": overrun" if back and how == "combat" else ""), back)


def overrun_limit(x, g):
    """Unit strength plus complex DF plus one point a leader: losses above this overrun an isolated group."""
    total = sum(x.strength(u, g["faction"]) for u in g["units"])
    if g["complex"]:
        total += x.card(g["complex"])["df"]
    return total + (1 if g["leader"] else 0)


def faction_changed(x, g, old_faction, rule, old_owner=None, captured_by_losses=None):
    """A group changed faction (Revolution, Traitor, capture): an isolated group is relieved and the card goes
    back to the cutter; a cutting group lets its victims go (8.10)."""
    if g["iso"] is not None:
        back = True
        if captured_by_losses is not None:
            back = captured_by_losses > g.get("limit", 0)
        end_isolation(x, g, "8.10", "it changed faction" if captured_by_losses is None else
                      ("captured and overrun" if back else "captured"), back)
    for v in cutters_victims(x, g):
        end_isolation(x, v, "8.10", "the group cutting its supply changed faction")


def can_cut(x, g):
    """An infantry group may cut supply instead of attacking: not isolated, no complex, not the Armor
    Column, not under (or against) the UN's protection (8.10, 8.11)."""
    return (not g["complex"] and not x.is_armor_group(g) and not x.isolated(g) and g["id"] not in x.turn["attacked"]
            and g["owner"] != x.un_player() and g["units"])


def cut_targets(x, g):
    un = x.un_player()
    return [t for t in x.groups() if t["faction"] == OTHER[g["faction"]] and t["owner"] not in (g["owner"], un)
            and t["iso"] is None]


def supply_cut(x, cid):
    """Play Supply Cut: one of your infantry groups cuts an opposing group's supply (8.10)."""
    pid = x.turn["player"]
    groups = [g for g in x.groups_of(pid) if can_cut(x, g) and cut_targets(x, g)]
    opts = []
    for g in groups:
        for t in cut_targets(x, g):
            opts.append(x.opt("cut", [g["id"], t["id"]], f"{x.gname(g, True)} cuts the supply of "
                                                         f"{x.pname(t['owner'])}'s {x.gname(t)}", "8.10"))
    a = yield x.ask(pid, "Supply Cut: which of your groups cuts whose supply?", opts, "8.10")
    g, t = x.group(a["arg"][0]), x.group(a["arg"][1])
    pay(x, g["faction"], "8.10")
    played_letter(x, cid)
    x.hand(pid).remove(cid)
    before = cutters_victims(x, g)
    t["iso"], t["cut_by"], t["cut_card"], t["cut_player"] = 0, g["id"], cid, pid
    x.turn["attacked"].append(g["id"])
    x.log("8.10", f"{x.pname(pid)} plays Supply Cut: {x.gname(g)} cuts the supply of {x.pname(t['owner'])}'s "
                  f"{x.gname(t)}, which is now isolated (markers on both groups).")
    for v in before:            # the cut is the group's attack: a supply it was already cutting runs again (8.10)
        end_isolation(x, v, "8.10", f"{x.gname(g)}, which cut its supply, attacked again")


def grow_isolation(x, pid):
    """At the end of its owner's turn each isolated group's marker grows by one; a group whose marker reaches
    its highest unit strength or complex DF surrenders (8.10)."""
    for g in list(x.groups_of(pid)):
        if g["iso"] is None or g not in x.groups():
            continue
        g["iso"] += 1
        x.log("8.10", f"{x.gname(g, True)} is still isolated: its marker is now −{g['iso']}.")
        top = max([x.strength(u, g["faction"]) for u in g["units"]]
                  + ([x.card(g["complex"])["df"]] if g["complex"] else []) + [0])
        if g["iso"] >= top:
            surrender(x, g)


def surrender(x, g):
    """Every unit and leader of a surrendering group is eliminated, the points go to the supply cutter, and
    the cutter's side takes any complex; the Supply Cut card goes back to the cutter (8.10)."""
    cutter = x.group(g["cut_by"])
    cutter_pid = g.get("cut_player")
    faction = cutter["faction"] if cutter else OTHER[g["faction"]]
    lost = ([g["leader"]] if g["leader"] else []) + list(g["units"])
    points = sum(x.card_points(c, g["faction"]) for c in lost)
    x.log("8.10", f"{x.gname(g, True)} surrenders: {', '.join(x.label(c, g['faction']) for c in lost) or 'no troops'}"
                  " eliminated.")
    g["leader"], g["units"] = None, []
    x.discard(lost)
    if cutter_pid:
        x.score(cutter_pid, faction, points, "8.10", "a surrender")
    if g["complex"] and cutter is not None:
        old = g["faction"]
        end_isolation(x, g, "8.10", "it surrendered", back_to_hand=True)
        g["owner"], g["faction"] = cutter["owner"], cutter["faction"]
        x.log("8.10", f"{x.cname(g['complex'])} passes to {x.pname(cutter['owner'])} for "
                      f"{FSIDE[cutter['faction']]}.")
        faction_changed(x, g, old, "8.10")
    else:
        end_isolation(x, g, "8.10", "it surrendered", back_to_hand=True)
        if g["complex"] is None:
            x.s["groups"].remove(g)
            group_gone(x, g, "surrendered")


def arms_cache_relief_groups(x, pid):
    return [g for g in x.groups_of(pid) if g["faction"] == "rebel" and g["iso"] is not None]


def relieve(x, cid):
    """Arms Cache use 3: relieve an isolated Rebel group in the Deployment phase (1 action, 8.4)."""
    pid = x.turn["player"]
    opts = [x.opt("group", g["id"], f"Relieve {x.gname(g)}", "8.4") for g in arms_cache_relief_groups(x, pid)]
    a = yield x.ask(pid, "Arms Cache: relieve which isolated Rebel group?", opts, "8.4")
    pay(x, "rebel", "8.4")
    played_letter(x, cid)
    x.hand(pid).remove(cid)
    x.discard([cid])
    end_isolation(x, x.group(a["arg"]), "8.4", "relieved by an Arms Cache")
