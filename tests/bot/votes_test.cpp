// How a computer player votes (docs/BOTS.md, "Votes"): a draw unless it is well placed to win alone, a
// concession only to itself or to a power about to win anyway; in Formal Diplomacy, by victory points.
#include "bot_checks.h"

#include "formal/state.h"

using namespace dip;
using namespace dip::test;

namespace {

// France owns `france` centres and Germany `germany`, the others their home centres.
Position with_centres(int france, int germany) {
    Position pos = start_position(standard());
    std::vector<Province> spare;
    standard().centres().for_each([&](int c) {
        if (standard().province(static_cast<Province>(c)).home == kNoPower) spare.push_back(static_cast<Province>(c));
    });
    // Neutral centres first, then Italy's and Austria's, until both have their counts.
    for (Province p : {province_named("Rom"), province_named("Nap"), province_named("Ven"), province_named("Vie"),
                       province_named("Bud"), province_named("Tri")})
        spare.push_back(p);
    auto give = [&](Power pw, int want) {
        while (pos.centre_count(pw) < want && !spare.empty()) {
            pos.owner[spare.back()] = pw;
            spare.pop_back();
        }
    };
    give(kFrance, france);
    give(kGermany, germany);
    return pos;
}

Ballot draw_vote(const Rules& rules, const Position& pos, Power pw) {
    return bot::vote(rules, pos, pw, {VoteKind::Draw, kNoPower});
}

}  // namespace

TEST_CASE("[bot] a computer player accepts a draw unless it leads alone within reach of a solo") {
    const Rules& rules = standard_rules();
    const Position close = with_centres(13, 6);
    REQUIRE(close.centre_count(kFrance) == 13);
    CHECK(draw_vote(rules, close, kFrance) == Ballot::No);  // sole leader, 5 short of 18
    CHECK(draw_vote(rules, close, kGermany) == Ballot::Yes);
    CHECK(draw_vote(rules, close, kItaly) == Ballot::Yes);
    const Position far = with_centres(11, 6);
    CHECK(draw_vote(rules, far, kFrance) == Ballot::Yes);  // leads, but 7 short
    const Position tied = with_centres(12, 12);
    REQUIRE(tied.centre_count(kGermany) == 12);
    CHECK(draw_vote(rules, tied, kFrance) == Ballot::Yes);  // a shared lead
}

TEST_CASE("[bot] a computer player vetoes a draw that names its powers and leaves it out") {
    const Rules& rules = standard_rules();
    const Position far = with_centres(11, 6);
    VoteProposal dins{VoteKind::Draw, kNoPower};
    dins.named[kFrance] = dins.named[kGermany] = true;
    CHECK(bot::vote(rules, far, kItaly, dins) == Ballot::No);     // left out
    CHECK(bot::vote(rules, far, kGermany, dins) == Ballot::Yes);  // named, and not leading
    CHECK(bot::vote(rules, far, kFrance, dins) == Ballot::Yes);   // named, too far from a solo to play on
    CHECK(draw_vote(rules, far, kItaly) == Ballot::Yes);          // a draw of every survivor includes Italy
}

TEST_CASE("[bot] a computer player concedes only to a power about to win, or to itself") {
    const Rules& rules = standard_rules();
    const Position near_solo = with_centres(16, 5);
    CHECK(bot::vote(rules, near_solo, kGermany, {VoteKind::Concede, kFrance}) == Ballot::Yes);
    CHECK(bot::vote(rules, near_solo, kGermany, {VoteKind::Concede, kItaly}) == Ballot::No);
    CHECK(bot::vote(rules, near_solo, kFrance, {VoteKind::Concede, kFrance}) == Ballot::Yes);
    const Position open = with_centres(12, 5);
    CHECK(bot::vote(rules, open, kGermany, {VoteKind::Concede, kFrance}) == Ballot::No);
    CHECK(bot::vote(rules, open, kGermany, {VoteKind::Concede, kNoPower}) == Ballot::No);
}

TEST_CASE("[bot] in Formal Diplomacy votes follow the victory points") {
    const Rules& rules = rules_for(Variant::Formal);
    Position pos = start_position(standard());
    formal_state(pos).points[kFrance] = 7;
    formal_state(pos).points[kGermany] = 1;
    CHECK(draw_vote(rules, pos, kFrance) == Ballot::No);
    CHECK(draw_vote(rules, pos, kGermany) == Ballot::Yes);
    CHECK(bot::vote(rules, pos, kGermany, {VoteKind::Concede, kFrance}) == Ballot::Yes);
    formal_state(pos).points[kGermany] = 4;
    CHECK(bot::vote(rules, pos, kItaly, {VoteKind::Concede, kFrance}) == Ballot::No);
    formal_state(pos).points[kGermany] = 7;
    CHECK(draw_vote(rules, pos, kFrance) == Ballot::Yes);
}

TEST_CASE("[bot] in a game with no solo, the leader in centres plays on and a clear leader is conceded to") {
    const Rules rules(standard(), RuleSettings{Variant::Standard, -1, 0, 0});
    const Position ahead = with_centres(11, 6);  // France leads by 5 with no solo to be had
    CHECK(draw_vote(rules, ahead, kFrance) == Ballot::No);
    CHECK(draw_vote(rules, ahead, kGermany) == Ballot::Yes);
    CHECK(bot::vote(rules, ahead, kGermany, {VoteKind::Concede, kFrance}) == Ballot::Yes);
    const Position close = with_centres(8, 6);
    CHECK(bot::vote(rules, close, kGermany, {VoteKind::Concede, kFrance}) == Ballot::No);
    CHECK(draw_vote(rules, with_centres(6, 6), kFrance) == Ballot::Yes);  // a shared lead
}
