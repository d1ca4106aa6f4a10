// Order notation: a tokenizer and a small recursive-descent parser.
//
//   order   := build | remove | waive | variant's power order | unit action
//   unit    := [power] [type] space [coast]
//   action  := hold | "-" space {"-" space} ["via convoy"] | "S" unit [hold | "-" space]
//            | "C" unit "-" space | "R" ["to"] space | "D" | "B" | "remove" | "S" variant's support
// A variant's orders are read by its vocabulary (vocabulary.h), through the OrderWords the parser offers.
#include "order_parser.h"

#include <cctype>
#include <string>
#include <initializer_list>

#include "text_util.h"
#include "vocabulary.h"

namespace dip {

namespace {

constexpr int kMaxTokens = 64;

struct Token {
    int begin, end;  // byte range in the input
    char text[28];   // lower-case copy ("st." becomes "st"); left uninitialised until used
};

bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '\'' ||
           c == '_';
}
char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c; }

class Parser final : public OrderWords {
public:
    Parser(std::string_view input, PhaseKind phase, const Map& map) : in_(input), phase_(phase), map_(map) {}

    Expected<Order> run() {
        if (!tokenize()) return failure_;
        if (count_ == 0) {
            fail(0, static_cast<int>(in_.size()), "the order is empty");
            return failure_;
        }
        parse_order();
        if (!failed_ && pos_ < count_) fail_at(pos_, "unexpected " + quoted(pos_) + " after the order");
        if (failed_) return failure_;
        return order_;
    }

private:
    // ---- tokens ------------------------------------------------------------------------------------------
    bool tokenize() {
        std::size_t i = 0;
        while (i < in_.size()) {
            char c = in_[i];
            if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == ';') {
                ++i;
                continue;
            }
            if (count_ == kMaxTokens) {
                fail(static_cast<int>(i), static_cast<int>(in_.size()), "the order is too long");
                return false;
            }
            Token& t = tokens_[count_];
            t.begin = static_cast<int>(i);
            std::size_t len = 0;
            auto put = [&](char ch) {
                if (len < sizeof t.text) t.text[len++] = ch;
            };
            if (in_.compare(i, 2, "->") == 0 || in_.compare(i, 2, "=>") == 0) {
                put('-'), i += 2;
            } else if (c == '-' || c == '/' || c == '(' || c == ')' || c == ':' || c == '!') {
                put(c), ++i;
            } else if (is_word_char(c)) {
                while (i < in_.size() && is_word_char(in_[i])) {
                    const char w = in_[i++];
                    if (w != '.') put(ascii_lower(w));
                }
                if (len > 2 && t.text[len - 2] == '\'' && t.text[len - 1] == 's') len -= 2;  // "England's"
            } else {
                fail(static_cast<int>(i), static_cast<int>(i) + 1,
                     "unexpected character \"" + std::string(1, c) + "\"");
                return false;
            }
            t.end = static_cast<int>(i);
            if (len == 0) continue;  // a lone "."
            views_[count_++] = std::string_view(t.text, len);
        }
        return true;
    }

    std::string_view tok(int i) const { return i < count_ ? views_[i] : std::string_view(); }
    bool at(std::initializer_list<std::string_view> words) const {
        for (std::string_view w : words)
            if (tok(pos_) == w) return true;
        return false;
    }
    bool accept(std::initializer_list<std::string_view> words) override {
        if (!at(words)) return false;
        ++pos_;
        return true;
    }
    std::string quoted(int i) const {
        return quote_short(in_.substr(tokens_[i].begin, tokens_[i].end - tokens_[i].begin));
    }
    std::string written(int from, int to) const {  // the input text of tokens [from, to)
        if (from >= to) return "";
        return std::string(in_.substr(tokens_[from].begin, tokens_[to - 1].end - tokens_[from].begin));
    }

    // ---- errors ------------------------------------------------------------------------------------------
    void fail(int begin, int end, std::string message) {  // the first failure is the one reported
        if (!failed_) {
            failed_ = true;
            failure_ = {std::move(message), 0, begin, end};
        }
    }
    void fail_at(int token, std::string message) {
        if (token >= count_) {
            fail(static_cast<int>(in_.size()), static_cast<int>(in_.size()), std::move(message));
        } else {
            fail(tokens_[token].begin, tokens_[token].end, std::move(message));
        }
    }

    // ---- pieces ------------------------------------------------------------------------------------------
    UnitType unit_type() {
        if (accept({"a", "army"})) return UnitType::Army;
        if (accept({"f", "fleet"})) return UnitType::Fleet;
        return UnitType::None;
    }

    // A space name and an optional coast. A coast that the province does not have is ignored (DATC 4.B.6).
    Loc space() {
        if (pos_ >= count_) {
            expected("a space", pos_);
            return kNone;
        }
        NameLookup found = map_.find_space(std::span<const std::string_view>(views_.data(), count_), pos_);
        if (found.loc == kNone) {
            if (found.candidates.size() > 1) {
                std::string names;
                for (std::size_t i = 0; i < found.candidates.size(); ++i)
                    names += (i ? ", " : "") + map_.province(found.candidates[i]).name;
                fail_at(pos_, quoted(pos_) + " could be several spaces: " + names + "; write more of the name");
            } else if (tok(pos_).size() == 1 || at({"-", "/", "(", ")", ":"})) {
                expected("a space", pos_);
            } else {
                fail_at(pos_, "unknown space " + quoted(pos_));
            }
            return kNone;
        }
        const Province p = found.loc;
        pos_ += found.words;
        const int coast_at = pos_;
        Coast c = Coast::None;
        if (accept({"/"})) {
            c = coast_from_word(tok(pos_), true);
            if (c == Coast::None) {
                fail_at(coast_at + 1 < count_ ? coast_at + 1 : coast_at, "unknown coast after \"/\"");
                return kNone;
            }
            ++pos_;
            accept({"coast"});
        } else if (at({"("}) && coast_from_word(tok(pos_ + 1), true) != Coast::None) {
            c = coast_from_word(tok(pos_ + 1), true);
            pos_ += 2;
            accept({"coast"});
            if (!accept({")"})) {
                expected("\")\"", coast_at);
                return kNone;
            }
        } else if (coast_from_word(tok(pos_), false) != Coast::None &&
                   (tok(pos_).size() == 2 || tok(pos_ + 1) == "coast")) {
            c = coast_from_word(tok(pos_), false);
            ++pos_;
            accept({"coast"});
        }
        if (c != Coast::None) {
            if (Loc l = map_.coast_loc(p, c); l != kNone) return l;
        }
        return p;
    }

    // [power] [type] space, for the unit a support or convoy names. The nationality is ignored (DATC 4.C.5-6).
    // A word that names a power and a space (the Ancient Mediterranean's Carthage) is the power only when a
    // unit follows it.
    void other_unit(UnitType& type, Loc& loc) {
        if (pos_ + 1 < count_ && map_.find_power(tok(pos_)) != kNoPower) {
            const std::string_view next = tok(pos_ + 1);
            const bool unit_follows =
                next == "a" || next == "f" || next == "army" || next == "fleet" ||
                map_.find_space(std::span<const std::string_view>(views_.data(), count_), pos_ + 1).loc != kNone;
            if (unit_follows) ++pos_;
        }
        type = unit_type();
        loc = space();
    }

    // A power by name or adjective ("Germany", "German"), or a unique start of its name of three letters or
    // more ("Ger", "Aus"); kNoPower if none.
    Power lookup_power(std::string_view w) const {
        Power found = map_.find_power(w);
        if (found != kNoPower || w.size() < 3) return found;
        for (int i = 0; i < map_.power_count(); ++i) {
            if (lower(map_.power(static_cast<Power>(i)).name).rfind(w, 0) != 0) continue;
            if (found != kNoPower) return kNoPower;  // ambiguous
            found = static_cast<Power>(i);
        }
        return found;
    }

    Power power_word(int context_from) {
        if (pos_ >= count_) {
            expected("a power", context_from);
            return kNoPower;
        }
        const Power p = lookup_power(tok(pos_));
        if (p == kNoPower) fail_at(pos_, "unknown power " + quoted(pos_));
        else ++pos_;
        return p;
    }

    // ---- the words a vocabulary reads ----------------------------------------------------------------------
    std::string_view word(int ahead) const override { return tok(pos_ + ahead); }
    void skip() override { ++pos_; }
    int mark() const override { return pos_; }
    Power power(int context_from) override { return power_word(context_from); }
    Power power_named(std::string_view w) const override { return lookup_power(w); }
    // A province (a coast names its province: a sphere of influence is a province).
    Loc province() override {
        const Loc l = space();
        return l == kNone ? kNone : map_.province_of(l);
    }
    void expected(const std::string& what, int context_from) override {
        std::string msg = "expected " + what;
        if (context_from < pos_) msg += " after \"" + written(context_from, pos_) + "\"";
        msg += pos_ < count_ ? ", found " + quoted(pos_) : ", but the order ends there";
        fail_at(pos_, msg);
    }

    // A variant's power order; false when the order is none of them.
    bool power_order(Order& o) {
        for (const Vocabulary* v : vocabularies())
            if (v->read_power_order(*this, o)) return true;
        return false;
    }

    bool at_arrow() const { return at({"-", "to", "m", "move", "moves"}); }
    bool arrow() {
        if (accept({"-", "to"})) return true;
        if (accept({"m", "move", "moves"})) {
            accept({"to"});
            return true;
        }
        return false;
    }

    // ---- orders ------------------------------------------------------------------------------------------
    void parse_order() {
        Order& o = order_;
        const bool adjust = phase_ == PhaseKind::Adjustments;
        if (power_order(o)) return;
        if (accept({"waive", "waives"})) {
            o.kind = OrderKind::Waive;
            accept({"build", "builds", "b"});
            return;
        }
        if (accept({"build", "builds", "b"})) {
            if (accept({"waive", "waives", "waived"})) {
                o.kind = OrderKind::Waive;
                return;
            }
            o.kind = OrderKind::Build;
            o.unit_type = unit_type();
            o.unit = space();
            return;
        }
        if (accept({"remove", "removes"}) || (at({"disband", "d"}) && pos_ + 1 < count_ && (++pos_, true))) {
            o.kind = adjust ? OrderKind::Remove : OrderKind::Disband;
            o.unit_type = unit_type();
            o.unit = space();
            return;
        }

        o.unit_type = unit_type();
        o.unit = space();
        if (failed_) return;
        const int action = pos_;
        if (accept({"h", "hold", "holds", "stand", "stands"})) {
            o.kind = OrderKind::Hold;
        } else if (accept({"b", "build", "builds"})) {
            o.kind = OrderKind::Build;
        } else if (accept({"d", "disband", "disbands", "remove", "removes"})) {
            o.kind = adjust ? OrderKind::Remove : OrderKind::Disband;
        } else if (accept({"r", "retreat", "retreats"})) {
            if (adjust && !(pos_ < count_)) {
                o.kind = OrderKind::Remove;
                return;
            }
            accept({"to"});
            o.kind = OrderKind::Retreat;
            o.dest = space();
        } else if (arrow()) {
            o.kind = phase_ == PhaseKind::Retreats ? OrderKind::Retreat : OrderKind::Move;
            move_rest(o);
        } else if (accept({"s", "support", "supports"})) {
            for (const Vocabulary* v : vocabularies())
                if (v->read_support(*this, o)) return;
            other_unit(o.target_type, o.target);
            if (failed_) return;
            if (accept({"h", "hold", "holds"}) || pos_ >= count_) {
                o.kind = OrderKind::SupportHold;
            } else if (arrow()) {
                o.kind = OrderKind::SupportMove;
                o.dest = space();
            } else {
                expected("\"-\" and a destination, or the end of the order", action);
            }
        } else if (accept({"c", "convoy", "convoys"})) {
            o.kind = OrderKind::Convoy;
            other_unit(o.target_type, o.target);
            if (failed_) return;
            if (!arrow()) {
                expected("\"-\" and the army's destination", action);
                return;
            }
            o.dest = space();
        } else {
            expected(pos_ < count_ ? "\"-\", \"S\", \"C\" or \"H\"" : "an order (\"-\", \"S\", \"C\" or \"H\")", 0);
        }
    }

    // After "A Lon -": a destination, maybe an explicit convoy path "Nth - Bel", maybe "via convoy".
    void move_rest(Order& o) {
        o.dest = space();
        if (!failed_ && o.kind == OrderKind::Retreat && (at_arrow() || at({"via", "by"}))) {
            fail_at(pos_, "a retreat cannot go by convoy: unexpected " + quoted(pos_));
            return;
        }
        while (!failed_ && arrow()) {
            if (o.path_len == o.path.size()) {
                fail_at(pos_, "the convoy path is too long");
                return;
            }
            o.path[o.path_len++] = map_.province_of(o.dest);
            o.dest = space();
        }
        if (failed_) return;
        if (o.path_len > 0) o.via_convoy = true;
        if (at({"via", "by"})) {
            ++pos_;
            if (!accept({"convoy", "c"})) {
                expected("\"convoy\"", pos_ - 1);
                return;
            }
            o.via_convoy = true;
        }
    }

    std::string_view in_;
    PhaseKind phase_;
    const Map& map_;
    Token tokens_[kMaxTokens];  // not value-initialised: filled as the input is read
    std::array<std::string_view, kMaxTokens> views_;
    int count_ = 0;
    int pos_ = 0;
    bool failed_ = false;
    Order order_;      // when not failed_ (its power is left unset)
    Failure failure_;  // the first failure, when failed_
};

}  // namespace

Expected<Order> parse_order(std::string_view text, PhaseKind phase, const Map& map) {
    return Parser(text, phase, map).run();
}

}  // namespace dip
