// Press in a game (issue 45): a person's messages to the computer players are answered at once, the computers keep
// the deals they make, messages go with the game into save strings (a new version; a game without them is written
// as before) and are taken back with an undo, and neither a crafted save string nor a link can slip in a message
// that could not have been sent, or carry another's conversations.
#include <catch2/catch.hpp>

#include "../support.h"
#include "phase_account.h"
#include "save.h"

using namespace dip;
using namespace dip::test;

namespace {

// Germany's one army against three French ones on its border; Italy apart.
const char* kOutnumbered = R"(phase: Spring 1903 Movement
units:
  France: A Bur, A Ruh, A Hol
  Germany: A Mun, A Ber
  Italy: A Ven
centres:
  France: Par, Mar, Bre, Bel, Hol
  Germany: Mun, Ber, Kie
  Italy: Ven, Rom, Nap
)";

// A sandbox game of the standard board, Germany and Italy played by the computer at `level`.
Session game_with_computers(bot::Level level) {
    Session s(standard_rules());
    GameSettings settings;
    settings.computers.set(kGermany, level);
    settings.computers.set(kItaly, level);
    s.new_game(PlayMode::Sandbox, settings);
    s.change_record().id = 4242;
    return s;
}

Message proposal(const Session& s, Power from, Power to, DealKind kind) {
    return proposal_of(from, to, s.position().phase, kind);
}

Message zone(const Session& s, Power from, Power to, std::initializer_list<const char*> provinces) {
    Message m = proposal(s, from, to, DealKind::Dmz);
    for (const char* p : provinces) m.deal.provinces.push_back(province_named(p));
    return m;
}

// These tests are about a person's words to one computer seat: the computer seats' own round of talk of the phase
// (talk_test.cpp) counts as held, with nothing said, so that the person may speak at once.
void quiet_round(Session& s) { s.set_computers_talked(); }

// Plays the current phase with every computer's orders and the person's `orders` (none: the units hold).
void play(Session& s, const std::string& orders = "") {
    if (!orders.empty())
        for (const Order& o : orders_from(orders, s.position())) s.set_order(o);
    think_now(s);
    s.adjudicate();
}

// The session a save string of `s` restores.
Session restored(const Session& s) {
    const Expected<GameRecord> back = decode_game(encode_game(save_session(s, 1)));
    INFO((back.ok() ? "" : back.failure().message));
    REQUIRE(back.ok());
    Session out(standard_rules());
    std::string error;
    INFO(error);
    REQUIRE(restore_session(*back, out, error));
    return out;
}

// The class version a save string's record was written at (the header's bytes 4 to 7).
std::uint32_t record_version(const std::string& text) {
    const std::vector<std::uint8_t> b = save_string_bytes(text);
    REQUIRE(b.size() > 8);
    std::uint32_t v = 0;
    for (int k = 0; k < 4; ++k) v |= static_cast<std::uint32_t>(b[4 + k]) << (8 * k);
    return v;
}

}  // namespace

TEST_CASE("[press] a computer player answers a person's proposal and question at once, and keeps the peace it took") {
    Session s = game_with_computers(bot::Level::Easy);
    REQUIRE(s.edit_position(position_from(kOutnumbered)).empty());
    quiet_round(s);
    CHECK(s.send_message(proposal(s, kFrance, kGermany, DealKind::Peace)).empty());
    REQUIRE(s.press().size() == 2);
    const Message reply = s.press()[1];
    CHECK(reply.from == kGermany);
    CHECK(reply.reply_to == 0);
    CHECK((reply.kind == MessageKind::Accept || reply.kind == MessageKind::Reject));
    CHECK(s.send_message(question_of(kFrance, kItaly, s.position().phase)).empty());
    REQUIRE(s.press().size() == 4);
    CHECK(s.press()[3].from == kItaly);
    // A message only the rules allow: another phase's, or a reply by the power that proposed, is refused.
    Message stale = zone(s, kFrance, kGermany, {"Pic"});
    stale.phase.year = 1902;
    CHECK(s.send_message(stale) == "a message about another phase");
    Message forged = reply_of(s.press(), 0, MessageKind::Accept);
    std::swap(forged.from, forged.to);
    CHECK(s.send_message(forged) == "a reply to one's own message");
    CHECK(s.press().size() == 4);

    // Germany keeps the peace it took (Easy keeps every promise), and the checks after the phase say so.
    const bool took = reply.kind == MessageKind::Accept;
    CHECK(took);
    const Position before = s.position();
    play(s);
    const PlayedPhase& played = s.game().history().back();
    const std::vector<PromiseCheck> checks = check_promises(s.press(), s.map(), before, played.result);
    if (took) {
        REQUIRE(checks.size() >= 2);
        for (const PromiseCheck& c : checks) CHECK(c.kept);
    }
    for (const PromiseCheck& c : checks)
        if (c.power == kItaly) CHECK(c.kept);  // its answer was the orders it gave
}

TEST_CASE("[press] a Normal computer player turns down a zone on the centre it wants, with its reason") {
    Session s = game_with_computers(bot::Level::Normal);
    const Position fall = position_from(R"(phase: Fall 1901 Movement
units:
  France: A Gas, A Par, F Bre
  Germany: A Ruh, A Mun, F Kie
centres:
  France: Par, Mar, Bre
  Germany: Mun, Ber, Kie
)");
    REQUIRE(s.edit_position(fall).empty());
    quiet_round(s);
    CHECK(s.send_message(zone(s, kFrance, kGermany, {"Bel"})).empty());
    REQUIRE(s.press().size() == 2);
    CHECK(message_text(s.press(), s.press()[1], s.map()) == "No: I need Belgium for my own units.");
}

TEST_CASE(
    "[press] messages travel in the save string, at a new version only when there are some, and go with an "
    "undo") {
    Session s = game_with_computers(bot::Level::Easy);
    const std::string silent = encode_game(save_session(s, 1));
    CHECK(record_version(silent) < 9);
    quiet_round(s);
    CHECK(s.send_message(proposal(s, kFrance, kGermany, DealKind::Peace)).empty());
    play(s);
    CHECK(s.send_message(zone(s, kEngland, kFrance, {"Eng"})).empty());
    REQUIRE(s.press().size() == 3);  // England's proposal waits for France, a person: no reply yet
    const std::string text = encode_game(save_session(s, 1));
    CHECK(record_version(text) == 9);
    const Session back = restored(s);
    CHECK(back.press() == s.press());
    CHECK(encode_game(save_session(back, 1)) == text);
    // An undo takes back the Fall's message, and keeps the Spring's deal.
    REQUIRE(s.undo());
    CHECK(s.press().size() == 2);
    CHECK(s.press()[0].kind == MessageKind::Propose);
    // A link shares the game without anyone's conversations.
    CHECK(shared_record(save_session(back, 1)).press.empty());
}

TEST_CASE("[press] a crafted save string cannot hold a message that could not have been sent") {
    Session s = game_with_computers(bot::Level::Easy);
    quiet_round(s);
    CHECK(s.send_message(proposal(s, kFrance, kGermany, DealKind::Peace)).empty());
    const GameRecord good = save_session(s, 1);
    const auto refused = [&](GameRecord bad, const std::string& why) {
        INFO(why);
        const Expected<GameRecord> back = decode_game(encode_game(bad));
        REQUIRE(back.ok());  // its shape is sound: what it says is not
        Session out(standard_rules());
        std::string error;
        CHECK_FALSE(restore_session(*back, out, error));
        CHECK(error == "This game's messages cannot be right (" + why + "); it cannot be replayed.");
    };
    GameRecord bad = good;
    bad.press[1].from = kFrance;  // France accepting its own proposal, as Germany
    bad.press[1].to = kGermany;
    refused(bad, "a reply to one's own message");
    bad = good;
    bad.press[0].phase.year = 1905;
    refused(bad, "a message of a phase the game did not play");
    bad = good;
    bad.press.push_back(bad.press[1]);  // the same acceptance twice
    refused(bad, "a message already answered");
    bad = good;
    bad.press[0].deal.kind = DealKind::Orders;  // orders promised: none named
    refused(bad, "a promise of no orders");
    bad = good;
    bad.press[0].to = kRussia;
    bad.press[1].from = kRussia;
    bad.press[0].deal.kind = DealKind::Dmz;
    bad.press[0].deal.provinces = {province_named("Bur"), province_named("Bur")};
    refused(bad, "a province named twice");

    // Bytes that are no press at all are refused on reading, before any game is touched.
    GameRecord odd = good;
    odd.press[0].reason = static_cast<ReplyReason>(15);
    const Expected<GameRecord> damaged = decode_game(encode_game(odd));
    REQUIRE_FALSE(damaged.ok());
    CHECK(damaged.failure().message == "This string is damaged: a message makes no sense.");
}

TEST_CASE("[press] a promise broken to a computer player is remembered: it turns the next proposal down") {
    Session s = game_with_computers(bot::Level::Easy);
    REQUIRE(s.edit_position(position_from(kOutnumbered)).empty());
    quiet_round(s);
    REQUIRE(s.send_message(proposal(s, kFrance, kGermany, DealKind::Peace)).empty());
    REQUIRE(s.press().back().kind == MessageKind::Accept);
    play(s, "  France: A Bur - Mun");  // an attack
    const bot::Relations relations = computer_relations(s);
    CHECK(relations.stance(kGermany, kFrance) == bot::Stance::Enemy);
    while (s.position().phase.kind != PhaseKind::Movement) play(s);
    quiet_round(s);
    REQUIRE(s.send_message(proposal(s, kFrance, kGermany, DealKind::Peace)).empty());
    CHECK(message_text(s.press(), s.press().back(), s.map()) == "No: you have not kept faith with me.");
}

TEST_CASE("[press] the phase account tells the promises kept and broken, broken first, and a player only its own") {
    Session s = game_with_computers(bot::Level::Easy);
    REQUIRE(s.edit_position(position_from(kOutnumbered)).empty());
    quiet_round(s);
    REQUIRE(s.send_message(proposal(s, kFrance, kGermany, DealKind::Peace)).empty());
    REQUIRE(s.press().back().kind == MessageKind::Accept);
    const Position before = s.position();
    play(s, "  France: A Bur - Mun");
    const PlayedPhase& played = s.game().history().back();
    const PhaseAccount all = tell_phase(before, played.result, s.map(), kNoPower, Unordered::Unsaid, &s.press());
    REQUIRE(all.promises.size() == 2);
    CHECK(all.promises[0] == "France promised peace with Germany, and ordered A Bur - Mun.");
    CHECK(all.promises[1] == "Germany kept the peace with France.");
    CHECK_THAT(to_text(all), Catch::EndsWith("Germany kept the peace with France."));
    CHECK(tell_phase(before, played.result, s.map(), kGermany, Unordered::Unsaid, &s.press()).promises.size() == 2);
    CHECK(tell_phase(before, played.result, s.map(), kItaly, Unordered::Unsaid, &s.press()).promises.empty());
    CHECK(tell_phase(before, played.result, s.map()).promises.empty());  // without press, nothing said
}
