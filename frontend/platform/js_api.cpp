// The page's scripting API, as C functions JavaScript calls (web/api.js wraps them as window.dip). Texts in
// and out are UTF-8; results are JSON (docs/JSON.md) or the position format. For tests, embedding and
// scripting. Each returned string stays valid until the next call.
#include <string>

#include <emscripten.h>

#include "app.h"
#include "catalogue.h"
#include "computer_talk.h"
#include "game_keeper.h"
#include "sealed_orders.h"
#include "json.h"
#include "table_policy.h"
#include "position_text.h"
#include "text_limit.h"
#include "text_util.h"

namespace dip {
extern App* g_app;
}

namespace {

std::string g_out;  // the last string returned to JavaScript

const char* out(std::string s) {
    g_out = std::move(s);
    return g_out.c_str();
}

// {"ok": true} or {"ok": false, "error": "..."}
const char* status(const std::string& error) {
    return out(error.empty() ? "{\"ok\": true}" : "{\"ok\": false, \"error\": " + dip::json_string(error) + "}");
}

// A text longer than any game (text_limit.h), refused before anything reads it.
std::string refused_text(std::size_t characters) {
    return dip::too_long_message("This text", characters, "Nothing was changed.");
}
const char* refused(std::size_t characters) { return status(refused_text(characters)); }

// Sealed orders by link: null, or where the phase stands ({absentRule, mine: "none"|"sealed"|"ready"|"opened",
// mayReady, mayOpen, mayPlay, standing: [lines as the panel shows them], keys: ["France 3F2A-91C0", ...],
// checkingLink}).
std::string sealed_json(const dip::Session& s, bool checking_link) {
    if (!s.record().sealed.on()) return "null";
    const dip::SealedProgress p = dip::sealed::progress(s);
    auto list = [](const std::vector<std::string>& lines) {
        std::string out;
        for (const std::string& line : lines) out += (out.empty() ? "" : ", ") + dip::json_string(line);
        return "[" + out + "]";
    };
    const std::string mine = dip::sealed::mine_state(s);
    auto flag = [](bool b) { return b ? "true" : "false"; };
    return std::string("{\"absentRule\": ") + flag(s.record().sealed.absent_rule()) +
           ", \"mine\": " + dip::json_string(mine) + ", \"mayReady\": " + flag(p.may_ready) +
           ", \"mayOpen\": " + flag(p.may_open) + ", \"mayPlay\": " + flag(p.may_play) +
           ", \"standing\": " + list(dip::sealed::standing(s)) + ", \"keys\": " + list(dip::sealed::keys(s)) +
           ", \"checkingLink\": " + flag(checking_link) + "}";
}

// The stored games: [{"name", "mode", "phase", "current"}].
std::string games_json(dip::GameKeeper& keeper) {
    std::string s = "[";
    for (const dip::GameLibrary::Entry& e : keeper.games()) {
        s += std::string(s.size() > 1 ? ", " : "") + "{\"name\": " + dip::json_string(e.name) +
             ", \"mode\": " + dip::json_string(dip::mode_name(e.mode)) + ", \"phase\": " + dip::json_string(e.phase) +
             ", \"current\": " + (e.key == keeper.current_key() ? "true" : "false") + "}";
    }
    return s + "]";
}

// The open game: {"name", "mode", "me", "host", "phases_played", "computers": {power: level}, "thinking",
// "talking" (the computer seats' round of talk is still to come in)}.
std::string session_json(const dip::Session& s, bool checking_link) {
    const dip::Map& map = s.map();
    std::string computers;
    for (int p = 0; p < map.power_count(); ++p)
        if (const auto level = s.settings().computers.level(static_cast<dip::Power>(p)))
            computers += (computers.empty() ? "" : ", ") +
                         dip::json_string(map.power(static_cast<dip::Power>(p)).name) + ": " +
                         dip::json_string(std::string(dip::bot::to_string(*level)));
    std::string thinking;
    for (dip::Power p : ready(s) ? computers_to_think(s) : std::vector<dip::Power>{})
        thinking += (thinking.empty() ? "" : ", ") + dip::json_string(map.power(p).name);
    std::string powers, handed_in;
    for (int p = 0; p < map.power_count(); ++p) {
        const std::string name = dip::json_string(map.power(static_cast<dip::Power>(p)).name);
        powers += (powers.empty() ? "" : ", ") + name;
        if (s.record().seats.received[static_cast<dip::Power>(p)]) handed_in += (handed_in.empty() ? "" : ", ") + name;
    }
    return "{\"name\": " + dip::json_string(s.record().name) +
           ", \"mode\": " + dip::json_string(dip::mode_name(s.record().mode)) +
           ", \"variant\": " + dip::json_string(dip::catalogue().at(s.settings().rules.variant).id) +
           ", \"powers\": [" + powers + "]" + ", \"me\": " +
           (s.record().seats.me == dip::kNoPower ? "null" : dip::json_string(map.power(s.record().seats.me).name)) +
           ", \"host\": " + (s.record().seats.host ? "true" : "false") +
           ", \"phases_played\": " + std::to_string(s.game().history().size()) + ", \"handedIn\": [" + handed_in +
           "], \"computers\": {" + computers + "}, \"thinking\": [" + thinking +
           "], \"talking\": " + (dip::talk_due(s) ? "true" : "false") +
           ", \"sealed\": " + sealed_json(s, checking_link) + "}";
}

// An embedded board: {"ok", "error", "label", "step", "steps", "trying", "description", "code", "played"}.
std::string embed_json(const dip::EmbedView& embed) {
    if (!embed.error().empty()) return "{\"ok\": false, \"error\": " + dip::json_string(embed.error()) + "}";
    const dip::EmbedBoard& b = embed.board();
    // Every phase the board plays, with each order's result: what its results steps draw.
    std::string played;
    for (const dip::PlayedPhase& p : b.session().game().history())
        if (!p.edit)
            played += (played.empty() ? "" : ", ") + dip::phase_result_json(p.position, p.result, b.session().rules());
    return "{\"ok\": true, \"label\": " + dip::json_string(b.step_label()) + ", \"step\": " + std::to_string(b.step()) +
           ", \"steps\": " + std::to_string(b.steps().size()) + ", \"trying\": " + (b.trying() ? "true" : "false") +
           ", \"description\": " + dip::json_string(b.description()) +
           ", \"code\": " + dip::json_string(b.position_code()) + ", \"played\": [" + played + "]}";
}

}  // namespace

extern "C" {

// Replaces the game by a position (with its orders) in the position format.
EMSCRIPTEN_KEEPALIVE const char* dip_load_position(const char* text) {
    if (const std::size_t n = dip::too_long(text)) return refused(n);
    const std::string error = dip::g_app->session().load_position_text(text);
    return status(error);
}

// Replaces the game by one written as phases separated by "---" lines.
EMSCRIPTEN_KEEPALIVE const char* dip_load_game(const char* text) {
    if (const std::size_t n = dip::too_long(text)) return refused(n);
    const std::string error = dip::g_app->session().load_game_text(text);
    return status(error);
}

// Adds orders, one "Power: order" per line. {"ok", "errors": [{"line", "message"}]}
EMSCRIPTEN_KEEPALIVE const char* dip_set_orders(const char* text) {
    if (const std::size_t n = dip::too_long(text))
        return out("{\"ok\": false, \"errors\": [{\"line\": 0, \"message\": " + dip::json_string(refused_text(n)) +
                   "}]}");
    const std::vector<dip::Failure> errors = set_orders_text(dip::g_app->session(), text);
    std::string s = std::string("{\"ok\": ") + (errors.empty() ? "true" : "false") + ", \"errors\": [";
    for (std::size_t i = 0; i < errors.size(); ++i)
        s += (i ? ", " : "") + std::string("{\"line\": ") + std::to_string(errors[i].line) +
             ", \"message\": " + dip::json_string(errors[i].message) + "}";
    return out(s + "]}");
}

EMSCRIPTEN_KEEPALIVE void dip_clear_orders() { dip::g_app->session().clear_orders(); }

// The orders written so far that this device's viewer may see (table_policy.h), as "Power: order" lines.
EMSCRIPTEN_KEEPALIVE const char* dip_orders() {
    return out(dip::TablePolicy(dip::g_app->session()).visible_orders_text());
}

// The messages this device's viewer may see (table_policy.h), oldest first, as JSON:
// [{"from", "to", "phase", "text"}], each message in its sender's words (press.h).
EMSCRIPTEN_KEEPALIVE const char* dip_messages() {
    const dip::Session& s = dip::g_app->session();
    const dip::TablePolicy policy(s);
    std::string list;
    for (const dip::Message& m : s.press()) {
        if (!policy.sees_conversation(m.from, m.to)) continue;
        list += std::string(list.empty() ? "" : ", ") + "{\"from\": " + dip::json_string(s.map().power(m.from).name) +
                ", \"to\": " + dip::json_string(s.map().power(m.to).name) +
                ", \"phase\": " + dip::json_string(dip::phase_text(m.phase)) +
                ", \"text\": " + dip::json_string(dip::message_text(s.press(), m, s.map())) + "}";
    }
    return out("[" + list + "]");
}

// The orders the map draws now (the present's that this device's viewer may see, or a played phase's).
EMSCRIPTEN_KEEPALIVE const char* dip_map_orders() { return out(dip::g_app->map_orders_text()); }

// Adjudicates the current phase; returns its results and the next position as JSON.
EMSCRIPTEN_KEEPALIVE const char* dip_adjudicate() {
    dip::Session& s = dip::g_app->session();
    if (s.over()) return status("The game is over: " + dip::describe(s.end(), s.map(), s.position()) + ".");
    s.adjudicate();
    const dip::PlayedPhase& played = s.game().history().back();
    return out(dip::phase_result_json(played.position, played.result, s.rules()));
}

// The current position as JSON.
EMSCRIPTEN_KEEPALIVE const char* dip_state() {
    const dip::Session& s = dip::g_app->session();
    return out(dip::position_json(s.position(), s.rules()));
}

// The current position in the position format.
EMSCRIPTEN_KEEPALIVE const char* dip_position_text() {
    const dip::Session& s = dip::g_app->session();
    return out(dip::write_position(s.position(), s.rules(), s.settings().rules));
}

// The results of the last phase played as JSON, or "null".
EMSCRIPTEN_KEEPALIVE const char* dip_last_result() {
    const dip::Session& s = dip::g_app->session();
    if (s.game().history().empty()) return out("null");
    const dip::PlayedPhase& played = s.game().history().back();
    return out(dip::phase_result_json(played.position, played.result, s.rules()));
}

EMSCRIPTEN_KEEPALIVE int dip_undo() {
    const bool done = dip::g_app->session().undo();
    return done;
}

// A new game from its start, stored beside the others: mode 0 sandbox, 1 hot seat (every power played), 2 by
// link (the host plays `me`, a power's name, or nobody when it is "").
// With settings: the variant's id ("standard", "formal", "france-austria"...; an unknown one is the standard
// game); victory centres (0: the variant's, -1: none); the last year (0: none); a turn limit (0: none);
// scoring 0 C-Diplo, 1 sum of squares, 2 draw size, 3 Carnage, 4 OpenTribute, 5 Tribute, 6 ManorCon. {"ok", "error"}:
// settings no game may have (dip::settings_error) start nothing.
EMSCRIPTEN_KEEPALIVE const char* dip_new_game_with(int mode, const char* me, const char* variant, int victory_centres,
                                                   int end_year, int max_turns, int scoring) {
    std::array<bool, dip::kMaxPowers> everyone;
    everyone.fill(true);
    const dip::PlayMode m = mode == 1   ? dip::PlayMode::HotSeat
                            : mode == 2 ? dip::PlayMode::ByLink
                                        : dip::PlayMode::Sandbox;
    dip::GameSettings g;
    const dip::VariantInfo* chosen = dip::catalogue().find(variant);
    g.rules.variant = chosen ? chosen->number : dip::Variant::Standard;
    g.rules.victory_centres = victory_centres;
    g.rules.end_year = end_year;
    g.rules.max_turns = max_turns;
    // The engine's order (tournament.h): 0 C-Diplo ... 6 ManorCon; anything else C-Diplo.
    g.scoring = scoring > 0 && scoring <= static_cast<int>(dip::kLastScoring) ? static_cast<dip::Scoring>(scoring)
                                                                              : dip::Scoring::CDiplo;
    const std::string wrong = dip::settings_error(g.rules);
    if (!wrong.empty()) return status("No game was started: " + wrong + ".");
    dip::g_app->keeper().new_game(m, everyone, dip::catalogue().at(g.rules.variant).map.find_power(me), g);
    return status("");
}

EMSCRIPTEN_KEEPALIVE void dip_new_game(int mode, const char* me) {
    (void)dip_new_game_with(mode, me, "standard", 0, 0, 0, 0);
}

// The score table: {"over", "end", "scoring", "table": [{"power", "place", "centres", "points"}]}, final once
// the game is over, provisional before.
EMSCRIPTEN_KEEPALIVE const char* dip_scores() {
    const dip::Session& s = dip::g_app->session();
    std::string table;
    for (const dip::ScoreLine& l : scores(s))
        table += (table.empty() ? "" : ", ") + std::string("{\"power\": ") +
                 dip::json_string(s.map().power(l.power).name) + ", \"place\": " + std::to_string(l.place) +
                 ", \"centres\": " + std::to_string(l.centres) + ", \"points\": " + std::to_string(l.points) + "}";
    return out(std::string("{\"over\": ") + (s.over() ? "true" : "false") +
               ", \"end\": " + dip::json_string(dip::describe(s.end(), s.map(), s.position())) + ", \"scoring\": " +
               dip::json_string(std::string(dip::to_string(s.settings().scoring))) + ", \"table\": [" + table + "]}");
}

// A draw (kind 0) or concession (kind 1, to a power) vote; `ballots` is "Power=y,Power=n,...", y(es), n(o) or
// a(bstain); powers not named abstain. {"ok", "error", "passed"}: a failed vote says nothing more.
EMSCRIPTEN_KEEPALIVE const char* dip_vote(int kind, const char* to, const char* ballots) {
    dip::Session& s = dip::g_app->session();
    std::array<dip::Ballot, dip::kMaxPowers> b{};
    for (std::string_view item : dip::split(ballots, ',')) {
        const std::size_t eq = item.find('=');
        const dip::Power p = eq == std::string_view::npos ? dip::kNoPower : s.map().find_power(item.substr(0, eq));
        if (p == dip::kNoPower || eq + 1 >= item.size()) continue;
        const char letter = item[eq + 1];
        b[p] = letter == 'y' ? dip::Ballot::Yes : letter == 'n' ? dip::Ballot::No : dip::Ballot::Abstain;
    }
    dip::VoteOutcome outcome;
    const dip::VoteProposal proposal{kind == 1 ? dip::VoteKind::Concede : dip::VoteKind::Draw, s.map().find_power(to)};
    const std::string error = hold_vote(s, proposal, b, outcome);
    if (!error.empty()) return status(error);
    return out(std::string("{\"ok\": true, \"passed\": ") + (outcome.passed ? "true" : "false") + "}");
}

// Puts a power in civil disorder (its player gone) or takes it out.
EMSCRIPTEN_KEEPALIVE void dip_set_civil_disorder(const char* power, int on) {
    dip::Session& s = dip::g_app->session();
    const dip::Power p = s.map().find_power(power);
    if (p == dip::kNoPower) return;
    set_civil_disorder(s, p, on != 0);
}

// Hands `power` to the computer at `level` ("easy", "normal", "hard"), or back to a person (any other text).
EMSCRIPTEN_KEEPALIVE void dip_set_computer(const char* power, const char* level) {
    dip::Session& s = dip::g_app->session();
    const dip::Power p = s.map().find_power(power);
    if (p == dip::kNoPower) return;
    s.set_computer(p, dip::bot::level_named(level));
}

// The computer's choice of orders for `power` in the current phase at `level` (Easy when not named), as
// "Power: order" lines; nothing is changed.
EMSCRIPTEN_KEEPALIVE const char* dip_suggest(const char* power, const char* level) {
    const dip::Session& s = dip::g_app->session();
    const dip::Power p = s.map().find_power(power);
    if (p == dip::kNoPower) return out("");
    std::string lines;
    for (const dip::Order& o : computer_choice(s, p, dip::bot::level_named(level).value_or(dip::bot::Level::Easy)))
        lines += s.map().power(p).name + ": " + dip::to_text(dip::with_board_types(o, s.position(), s.map()), s.map()) +
                 "\n";
    return out(lines);
}

// The open game as JSON: {"name", "mode", "me", "host", "phases_played", "computers", "thinking", "talking"}.
EMSCRIPTEN_KEEPALIVE const char* dip_game_info() {
    return out(session_json(dip::g_app->session(), dip::g_app->keeper().checking_link()));
}

// The stored games as JSON: [{"name", "mode", "phase", "current"}].
EMSCRIPTEN_KEEPALIVE const char* dip_games() { return out(games_json(dip::g_app->keeper())); }

// The current game as a save string, and as a link that opens it.
EMSCRIPTEN_KEEPALIVE const char* dip_save_string() { return out(dip::g_app->keeper().game_string()); }
EMSCRIPTEN_KEEPALIVE const char* dip_game_link() { return out(dip::g_app->keeper().game_link()); }

// Opens a game or position from a save string or a link, stored beside the others.
EMSCRIPTEN_KEEPALIVE const char* dip_open(const char* text) {
    if (const std::size_t n = dip::too_long(text)) return refused(n);
    return status(dip::g_app->keeper().open_link(text));
}

// The message the page shows the player now ("" for none), and the last storage failure ("" if saving works).
EMSCRIPTEN_KEEPALIVE const char* dip_notice() { return out(dip::g_app->keeper().notice()); }
EMSCRIPTEN_KEEPALIVE const char* dip_storage_error() { return out(dip::g_app->keeper().storage_error()); }

// Play by link: the host's link to send; a player's power; a player's orders code; the host taking one.
EMSCRIPTEN_KEEPALIVE const char* dip_shared_link() { return out(dip::g_app->keeper().shared_link()); }
EMSCRIPTEN_KEEPALIVE void dip_play_as(const char* power) {
    dip::Session& s = dip::g_app->session();
    const dip::Power p = s.map().find_power(power);
    // With sealed orders a seat is taken with a key of this copy's own, as the panel's power buttons take it.
    if (s.record().sealed.on() && p != dip::kNoPower) {
        if (const std::string why = dip::g_app->keeper().join_seat(p); !why.empty()) dip::g_app->keeper().tell(why);
    } else {
        s.change_record().seats.link_role(p, s.record().seats.host);
    }
}
EMSCRIPTEN_KEEPALIVE const char* dip_orders_code() { return out(dip::g_app->keeper().orders_code()); }
EMSCRIPTEN_KEEPALIVE const char* dip_take_orders_code(const char* code) {
    if (const std::size_t n = dip::too_long(code)) return refused(n);
    return status(dip::g_app->keeper().take_orders_code(code));
}

// Where a location's unit is drawn, as "x,y" in CSS pixels of the page ("" for an unknown name).
// The abbreviation of the province under the pointer ("vie"), or "".
EMSCRIPTEN_KEEPALIVE const char* dip_hovered() {
    const dip::Province p = dip::g_app->hovered();
    return out(p == dip::kNone ? "" : dip::lower(dip::g_app->session().map().province(p).abbr));
}

EMSCRIPTEN_KEEPALIVE const char* dip_screen_point(const char* location) {
    const dip::Map& map = dip::g_app->session().map();
    std::string name(location);
    const std::size_t slash = name.find('/');
    const dip::Province p = map.find_abbr(name.substr(0, slash));
    if (p == dip::kNone) return out("");
    dip::Loc l = p;
    if (slash != std::string::npos) {
        const std::string c = dip::lower(name.substr(slash + 1));
        const dip::Coast coast = c == "nc"   ? dip::Coast::North
                                 : c == "sc" ? dip::Coast::South
                                 : c == "ec" ? dip::Coast::East
                                             : dip::Coast::None;
        l = map.coast_loc(p, coast);
        if (l == dip::kNone) return out("");
    }
    const ImVec2 at = dip::g_app->screen_point(l);
    return out(std::to_string(at.x) + "," + std::to_string(at.y));
}

// Where the whole board is drawn: "x0,y0,x1,y1" in CSS pixels of the page.
EMSCRIPTEN_KEEPALIVE const char* dip_board_box() {
    const auto [a, b] = dip::g_app->board_box();
    return out(std::to_string(a.x) + "," + std::to_string(a.y) + "," + std::to_string(b.x) + "," + std::to_string(b.y));
}

// Colours (colour-blind palette or not), full province names or abbreviations, and a zoom (1: the whole
// board) centred on a location ("" for none).
EMSCRIPTEN_KEEPALIVE void dip_set_view(int colour_blind, int full_names, double zoom, const char* centre) {
    const dip::Map& map = dip::g_app->session().map();
    const dip::Province p = map.find_abbr(centre);
    dip::g_app->set_view(colour_blind != 0, full_names != 0, static_cast<float>(zoom),
                         p == dip::kNone ? dip::kNone : p);
}

// Where a button with this label is on the page, as "x0,y0,x1,y1" in CSS pixels, or "".
// "x0,y0,x1,y1,vx0,vy0,vx1,vy1": the control's corners, then those of the part of the screen its window shows.
EMSCRIPTEN_KEEPALIVE const char* dip_control_rect(const char* label) {
    const auto* c = dip::g_app->control_rect(label);
    if (!c) return out("");
    std::string text;
    for (const float v :
         {c->min.x, c->min.y, c->max.x, c->max.y, c->view_min.x, c->view_min.y, c->view_max.x, c->view_max.y})
        text += (text.empty() ? "" : ",") + std::to_string(v);
    return out(text);
}

// The labels of every control drawn in the last frame, one a line.
EMSCRIPTEN_KEEPALIVE const char* dip_control_labels() {
    std::string text;
    for (const std::string& label : dip::g_app->control_labels()) text += (text.empty() ? "" : "\n") + label;
    return out(text);
}

// ---- Embedded boards (web/embed.html) ----

// {"ok", "error", "label", "step", "steps", "trying", "description", "code", "played"}
EMSCRIPTEN_KEEPALIVE const char* dip_embed_state() { return out(embed_json(dip::g_app->embed())); }
EMSCRIPTEN_KEEPALIVE void dip_embed_go(int step) { dip::g_app->embed().board().go(step); }
EMSCRIPTEN_KEEPALIVE void dip_embed_try() { dip::g_app->embed().board().try_it(); }
EMSCRIPTEN_KEEPALIVE void dip_embed_play() { dip::g_app->embed().board().play(); }
EMSCRIPTEN_KEEPALIVE void dip_embed_reset() { dip::g_app->embed().board().reset(); }

}  // extern "C"
