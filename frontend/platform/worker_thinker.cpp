// Computer players thinking in Web Workers (web/thinkers.js), so the page draws at full speed meanwhile and
// several seats are thought at once on a machine with the cores for it. Each seat's decision goes out as a
// request (engine/bot/think_wire.h) and comes back as its orders, exactly choose_orders's. Where the page can
// have no workers (the single-file page) or a worker fails, the seats are thought on the page's thread instead.
#include "worker_thinker.h"

#include <emscripten.h>

#include <cstdlib>
#include <map>
#include <string>

#include "bot/think_wire.h"

namespace {

// clang-format off
EM_JS(int, js_think_start, (int id, const char* request), {
    return window.dipThinkers && window.dipThinkers.start(id, UTF8ToString(request)) ? 1 : 0;
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

private:
    struct Job {
        dip::Power power;
        std::uint64_t game;  // the game (its id) and phase (phases played) asked about
        std::size_t phase;
    };
    bool current(const Job& j, const dip::Session& s) const {
        return j.game == s.id() && j.phase == s.game().history().size() && s.ready();
    }
    void answer(dip::Session& s, int id, const std::string& text);

    std::map<int, Job> jobs_;  // asked of the workers, by id
    int next_id_ = 1;
    bool failed_ = false;  // no workers here: the fallback thinks
    dip::SliceThinker fallback_;
};

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
    if (failed_) return fallback_.work(s);
    for (const dip::Power p : thinking(s)) {
        bool asked = false;
        for (const auto& [id, job] : jobs_) asked |= job.power == p;
        if (asked) continue;
        const dip::bot::ThinkRequest request{s.settings().rules, s.position(), p,
                                             s.computer_level(p).value_or(dip::bot::Level::Easy), s.computer_seed()};
        const int id = next_id_++;
        if (!js_think_start(id, dip::bot::encode_think_request(request).c_str())) {
            failed_ = true;  // this page cannot have workers
            return fallback_.work(s);
        }
        jobs_[id] = {p, s.id(), s.game().history().size()};
    }
}

void WorkerThinker::answer(dip::Session& s, int id, const std::string& text) {
    const auto it = jobs_.find(id);
    if (it == jobs_.end()) return;  // called off
    const Job job = it->second;
    jobs_.erase(it);
    if (!current(job, s)) return;
    std::vector<dip::Order> orders;
    std::string error;
    if (!dip::bot::decode_think_answer(text, s.map(), orders, error)) {
        EM_ASM({ console.warn('a computer player could not think in a worker: ' + UTF8ToString($0)); }, error.c_str());
        failed_ = true;  // the page's own thread thinks from now on
        return;
    }
    s.set_computer_orders(job.power, orders);
}

int WorkerThinker::percent(dip::Power p) const {
    for (const auto& [id, job] : jobs_)
        if (job.power == p) return js_think_percent(id);
    return fallback_.percent(p);
}

}  // namespace

namespace dip {

std::unique_ptr<ComputerThinker> worker_thinker() { return std::make_unique<WorkerThinker>(); }

}  // namespace dip
