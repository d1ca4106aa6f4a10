// Computer players thinking in Web Workers (web/thinkers.js), so the page draws at full speed meanwhile and
// several seats are thought at once on a machine with the cores for it. Each seat's decision goes out as a
// request (engine/bot/think_wire.h) and comes back as its orders, exactly choose_orders's. Where the page can
// have no workers (the single-file page) or a worker fails, the seats are thought on the page's thread instead.
#include "worker_thinker.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "bot/think_wire.h"
#include "computer_talk.h"

namespace {

// clang-format off
// 1 when asked of a worker, 0 when this page has no workers, -1 when they failed.
EM_JS(int, js_think_start, (int id, const char* request), {
    return window.dipThinkers ? window.dipThinkers.start(id, UTF8ToString(request)) : 0;
});
EM_JS(void, js_think_cancel, (int id), { if (window.dipThinkers) window.dipThinkers.cancel(id); });
EM_JS(int, js_think_percent, (int id), { return window.dipThinkers ? window.dipThinkers.percent(id) : -1; });
// Each line "id answer" (a string the caller frees).
EM_JS(char*, js_think_take, (), { return dipToHeap(window.dipThinkers ? window.dipThinkers.take() : ""); });
// clang-format on

class WorkerThinker : public dip::ComputerThinker {
public:
    void work(dip::Session& s) override;
    int percent(dip::Power p) const override;
    std::string take_notice() override { return std::exchange(notice_, ""); }

private:
    struct Job {
        dip::Power power;
        std::uint64_t game;  // the game (its id), phase (phases played) and position asked about
        std::size_t phase;
        dip::Position position;
        std::vector<dip::Message> deals;  // the deals in force it was asked with (a deal agreed since changes it)
        bool talk = false;                // asked for the computer seats' round of talk (computer_talk.h)
        dip::Press asked;                 // talk: the game's messages it was asked with
    };
    // A job still wanted: the same game, phase and position, and the talk still due; or, for orders, the same
    // deals too, and its seat still without orders.
    static bool current(const Job& j, const dip::Session& s) {
        if (j.game != s.record().id || j.phase != s.game().history().size() || !(j.position == s.position()))
            return false;
        if (j.talk) return dip::talk_due(s);
        const std::vector<dip::Power> seats = computers_to_think(s);
        return j.deals == dip::deals_now(s) && std::find(seats.begin(), seats.end(), j.power) != seats.end();
    }
    // The seats to think for: those the people wait for, or, while the people write their orders, the same seats
    // ahead of time (their orders are kept until the people are ready: a computer's orders depend only on the
    // position, the deals in force and the game's seed, so thinking early changes nothing but the wait; a deal
    // agreed meanwhile calls the thinking off and asks again). None before the computer seats' round of talk.
    static std::vector<dip::Power> wanted(const dip::Session& s) {
        return dip::talk_due(s) ? std::vector<dip::Power>{} : computers_to_think(s);
    }
    void answer(dip::Session& s, int id, const std::string& text);
    void give_early_answers(dip::Session& s);
    void workers_failed(const std::string& why);
    void ask_talk(dip::Session& s);

    std::map<int, Job> jobs_;  // asked of the workers, by id
    // Orders decided before the people were ready, given to the session once they are.
    std::vector<std::pair<Job, std::vector<dip::Order>>> early_;
    int next_id_ = 1;
    bool failed_ = false;  // no workers here, or they failed: the fallback thinks
    std::string notice_;   // for the player, once: the workers failed
    dip::SliceThinker fallback_;
};

// A worker could not start or broke: the page's own thread thinks from now on, and the player is told why
// the page may be slower.
void WorkerThinker::workers_failed(const std::string& why) {
    EM_ASM({ console.warn('a computer player could not think in a worker: ' + UTF8ToString($0)); }, why.c_str());
    if (!failed_)
        notice_ =
            "The computer players could not think in the background (the browser could not run their worker), so "
            "they think on this page instead: it may answer more slowly while they do.";
    failed_ = true;
}

void WorkerThinker::work(dip::Session& s) {
    // Answers first; then the decisions no longer wanted are called off, and the missing ones asked for.
    const char* taken = js_think_take();
    std::string lines(taken);
    std::free(const_cast<char*>(taken));
    for (std::size_t start = 0; start < lines.size();) {
        const std::size_t end = std::min(lines.find('\n', start), lines.size());
        const std::string line = lines.substr(start, end - start);
        const std::size_t space = line.find(' ');
        if (space != std::string::npos) answer(s, std::atoi(line.c_str()), line.substr(space + 1));
        start = end + 1;
    }
    for (auto it = jobs_.begin(); it != jobs_.end();) {
        if (current(it->second, s)) {
            ++it;
            continue;
        }
        js_think_cancel(it->first);
        it = jobs_.erase(it);
    }
    give_early_answers(s);
    if (failed_) return fallback_.work(s);
    ask_talk(s);
    if (failed_) return fallback_.work(s);
    for (const dip::Power p : wanted(s)) {
        bool asked = false;
        for (const auto& [id, job] : jobs_) asked |= job.power == p && !job.talk;
        for (const auto& [job, orders] : early_) asked |= job.power == p;
        if (asked) continue;
        const dip::bot::ThinkRequest request{s.settings().rules,
                                             s.position(),
                                             p,
                                             s.settings().computers.level(p).value_or(dip::bot::Level::Easy),
                                             computer_seed(s),
                                             dip::computer_relations(s),
                                             dip::deals_now(s),
                                             dip::bot::ThinkRequest::Task::Orders,
                                             {}};
        const int id = next_id_++;
        const int started = js_think_start(id, dip::bot::encode_think_request(request).c_str());
        if (started <= 0) {
            if (started < 0) workers_failed("no worker could start");
            failed_ = true;  // no workers on this page (the single-file page), or they failed
            return fallback_.work(s);
        }
        jobs_[id] = {p, s.record().id, s.game().history().size(), s.position(), request.deals};
    }
}

// The computer seats' round of talk, asked once it is due (before their orders, which keep the deals made in it).
void WorkerThinker::ask_talk(dip::Session& s) {
    if (!dip::talk_due(s)) return;
    for (const auto& [id, job] : jobs_)
        if (job.talk) return;  // under way (a job no longer current was called off above)
    const dip::bot::ThinkRequest request = dip::talk_request(s);
    const int id = next_id_++;
    const int started = js_think_start(id, dip::bot::encode_think_request(request).c_str());
    if (started <= 0) {
        if (started < 0) workers_failed("no worker could start");
        failed_ = true;
        return;
    }
    Job job{0, s.record().id, s.game().history().size(), s.position(), {}};
    job.talk = true;
    job.asked = request.talk.press;
    jobs_[id] = std::move(job);
}

// Orders thought ahead: dropped if the game moved on, given to the session once the people are ready.
void WorkerThinker::give_early_answers(dip::Session& s) {
    std::erase_if(early_, [&](const auto& e) { return !current(e.first, s); });
    if (!ready(s)) return;
    for (const auto& [job, orders] : early_) s.set_computer_orders(job.power, orders);
    early_.clear();
}

void WorkerThinker::answer(dip::Session& s, int id, const std::string& text) {
    const auto it = jobs_.find(id);
    if (it == jobs_.end()) return;  // called off
    const Job job = it->second;
    jobs_.erase(it);
    if (!current(job, s)) return;
    if (job.talk) {
        const dip::Expected<dip::Press> talked = dip::bot::decode_talk_answer(text, s.map());
        if (!talked) return workers_failed(talked.failure().message);  // the page's own thread holds the round
        dip::take_talk(s, job.asked, *talked);
        return;
    }
    dip::Expected<std::vector<dip::Order>> orders = dip::bot::decode_think_answer(text, s.map());
    if (!orders) {
        workers_failed(orders.failure().message);  // the page's own thread thinks this seat, and every one after
        return;
    }
    early_.emplace_back(job, std::move(*orders));
    give_early_answers(s);
}

int WorkerThinker::percent(dip::Power p) const {
    for (const auto& [id, job] : jobs_)
        if (job.power == p && !job.talk) return js_think_percent(id);
    return fallback_.percent(p);
}

}  // namespace

namespace dip {

std::unique_ptr<ComputerThinker> worker_thinker() { return std::make_unique<WorkerThinker>(); }

}  // namespace dip
