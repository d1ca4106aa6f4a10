// The games kept in storage: saving, listing, opening, renaming, copying, deleting with undo, importing,
// unreadable entries set aside, and a full storage reported.
#include <catch2/catch.hpp>

#include <map>

#include "library.h"

using namespace dip;

namespace {

// Storage in memory, with a limit on the total size like a browser's.
class MemoryStorage : public Storage {
public:
    std::size_t capacity = 1 << 20;
    std::map<std::string, std::string> data;

    std::optional<std::string> get(const std::string& key) const override {
        const auto it = data.find(key);
        if (it == data.end()) return std::nullopt;
        return it->second;
    }
    bool set(const std::string& key, const std::string& value) override {
        std::size_t used = 0;
        for (const auto& [k, v] : data) used += k == key ? 0 : k.size() + v.size();
        if (used + key.size() + value.size() > capacity) return false;
        data[key] = value;
        return true;
    }
    void remove(const std::string& key) override { data.erase(key); }
    std::vector<std::string> keys(const std::string& prefix) const override {
        std::vector<std::string> out;
        for (const auto& [k, v] : data)
            if (k.rfind(prefix, 0) == 0) out.push_back(k);
        return out;
    }
};

Session named(const char* name, std::uint64_t id) {
    Session s(standard_rules());
    s.set_name(name);
    s.set_id(id);
    return s;
}

}  // namespace

TEST_CASE("[Library] games are saved, listed newest first, and opened again") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    Session a = named("Alpha", 1), b = named("Beta", 2);
    b.set_orders_text("France: A Par - Bur\n");
    b.adjudicate();
    REQUIRE(lib.save(lib.new_key("a"), a, 1000) == "");
    REQUIRE(lib.save(lib.new_key("b"), b, 2000) == "");
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 2);
    CHECK(games[0].name == "Beta");
    CHECK(games[0].phase == "Fall 1901 Movement");
    CHECK(games[1].name == "Alpha");
    Session opened(standard_rules());
    REQUIRE(lib.open(games[0].key, opened) == "");
    CHECK(opened.position() == b.position());
    CHECK(lib.last_opened() == games[0].key);
}

TEST_CASE("[Library] rename, copy, delete and undo the delete") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string key = lib.new_key("x");
    lib.save(key, named("Old name", 5), 10);
    REQUIRE(lib.rename(key, "New name") == "");
    CHECK(lib.list()[0].name == "New name");
    REQUIRE(lib.duplicate(key, lib.new_key("y"), 6, 20) == "");
    REQUIRE(lib.list().size() == 2);
    CHECK(lib.list()[0].name == "New name (copy)");
    CHECK(lib.list()[0].id == 6);
    lib.remove(key);
    CHECK(lib.list().size() == 1);
    CHECK(lib.removed_name() == "New name");
    REQUIRE(lib.undo_remove());
    CHECK(lib.list().size() == 2);
}

TEST_CASE("[Library] an unreadable entry is set aside and reported; the others stay whole") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    lib.save(lib.new_key("good"), named("Good", 1), 1);
    st.data["dip.game.bad"] = "this is not a save string";
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 1);
    CHECK(games[0].name == "Good");
    const std::vector<std::string> problems = lib.take_problems();
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("set aside"));
    CHECK(st.data.count("dip.unreadable.bad") == 1);
    CHECK(st.data.count("dip.game.bad") == 0);
    CHECK(lib.take_problems().empty());
    Session s(standard_rules());
    CHECK_FALSE(lib.open("dip.game.bad", s) == "");
}

TEST_CASE("[Library] a full storage is reported and the stored games are kept") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    lib.save(lib.new_key("first"), named("First", 1), 1);
    st.capacity = st.data.begin()->second.size() + 40;  // room for nothing more
    Session big = named("A long game", 2);
    big.set_orders_text("France: A Par - Bur\n");
    big.adjudicate();
    CHECK_THAT(lib.save(lib.new_key("second"), big, 2), Catch::Contains("storage is full"));
    REQUIRE(lib.list().size() == 1);
    CHECK(lib.list()[0].name == "First");
}

TEST_CASE("[Library] importing never overwrites, and finds other copies of the same game") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string key = lib.new_key("mine");
    lib.save(key, named("Mine", 77), 1);
    SavedGame g = save_session(named("From a link", 77), 2);
    CHECK_FALSE(lib.import(g, key, 3) == "");  // that key is taken
    REQUIRE(lib.find_by_id(77).has_value());
    CHECK(lib.find_by_id(77)->name == "Mine");
    REQUIRE(lib.import(g, lib.new_key("link"), 3) == "");
    CHECK(lib.list().size() == 2);
    CHECK_FALSE(lib.find_by_id(78).has_value());
}
