// The video recorder's JavaScript (see video_recorder.h). The video is at most 1280 pixels wide; its frames are
// handed over one by one (a stream of frame rate 0 takes a frame when asked), so a still board costs nothing.
#include "video_recorder.h"

#include <emscripten.h>

namespace {

// The JavaScript below is not C++: clang-format would break its operators.
// clang-format off
EM_JS(int, js_can_record_video, (), {
    if (typeof MediaRecorder === 'undefined' || !HTMLCanvasElement.prototype.captureStream) return 0;
    return ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].some(function(t) {
        return MediaRecorder.isTypeSupported(t);
    }) ? 1 : 0;
});
EM_JS(void, js_record_video_frame, (double x, double y, double w, double h), {
    var v = Module.dipVideo;
    if (!v) {
        var scale = Math.min(1, 1280 / w);
        var canvas = document.createElement('canvas');
        canvas.width = Math.max(2, Math.round(w * scale / 2) * 2);  // even sizes, as video encoders want
        canvas.height = Math.max(2, Math.round(h * scale / 2) * 2);
        var stream = canvas.captureStream(0);
        var type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find(function(t) {
            return MediaRecorder.isTypeSupported(t);
        });
        var recorder = new MediaRecorder(stream, {mimeType: type, videoBitsPerSecond: 4000000});
        v = Module.dipVideo = {canvas: canvas, context: canvas.getContext('2d'), stream: stream, recorder: recorder,
                               chunks: [], frames: 0};
        recorder.ondataavailable = function(e) { if (e.data.size) v.chunks.push(e.data); };
        recorder.start();
    }
    v.context.drawImage(Module.canvas, x, y, w, h, 0, 0, v.canvas.width, v.canvas.height);
    v.stream.getVideoTracks()[0].requestFrame();
    v.frames++;
});
EM_JS(void, js_finish_video, (const char* name), {
    var v = Module.dipVideo, file = UTF8ToString(name);
    Module.dipVideo = null;
    if (!v) return;
    v.recorder.onstop = function() {
        var blob = new Blob(v.chunks, {type: 'video/webm'});
        window.dipDownload(blob, file);
        window.dipVideoSaved = {name: file, bytes: blob.size, type: v.recorder.mimeType, frames: v.frames,
                                width: v.canvas.width, height: v.canvas.height};
    };
    v.recorder.stop();
});
// clang-format on

}  // namespace

namespace dip {

bool can_record_video() { return js_can_record_video() != 0; }

void record_video_frame(const CanvasRect& map, float pixel_ratio) {
    js_record_video_frame(map.x * pixel_ratio, map.y * pixel_ratio, map.width * pixel_ratio, map.height * pixel_ratio);
}

void finish_video(const std::string& file_name) { js_finish_video(file_name.c_str()); }

}  // namespace dip
