// Sandbox editing: units put and removed, centres given.
#include "board_editor.h"

namespace dip {

std::string edit_board(Session& session, Province p, EditTool tool, Power power) {
    Position pos = session.position();
    const Map& map = session.map();
    switch (tool) {
        case EditTool::Army:
        case EditTool::Fleet: {
            const UnitType t = tool == EditTool::Army ? UnitType::Army : UnitType::Fleet;
            Loc l = p;
            if (t == UnitType::Fleet && map.has_coasts(p)) l = map.province(p).coasts[0];
            if (!map.can_stand(t, l))
                return std::string(t == UnitType::Army ? "An army" : "A fleet") + " cannot stand in " +
                       map.province(p).name + ".";
            // A fleet clicked again on a province with two coasts moves to the other coast.
            if (t == UnitType::Fleet && map.has_coasts(p) && pos.units[p].type == UnitType::Fleet &&
                pos.units[p].loc == l)
                l = map.province(p).coasts[1];
            pos.units[p] = {t, power, l};
            break;
        }
        case EditTool::RemoveUnit:
            pos.units[p] = {};
            pos.dislodged[p] = {};
            break;
        case EditTool::GiveCentre:
            if (!map.province(p).centre) return map.province(p).name + " is not a supply centre.";
            pos.owner[p] = pos.owner[p] == power ? kNoPower : power;
            break;
    }
    return session.edit_position(pos);
}

}  // namespace dip
