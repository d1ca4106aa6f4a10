// A film recorded as a video file (WebM) where the browser can record a canvas (MediaRecorder and
// HTMLCanvasElement.captureStream): each frame's map is copied, as soon as it is drawn, onto a canvas of the map's
// size whose stream the recorder takes; when the film ends, the video downloads.
#pragma once

#include <string>

#include "board_image.h"

namespace dip {

// Whether this browser can record a video of the canvas.
bool can_record_video();

// Adds the map's rectangle of the frame just rendered to the video (the first starts it). Call it after the frame is
// drawn, before the browser shows it.
void record_video_frame(const CanvasRect& map, float pixel_ratio);

// Ends the video and downloads it under `file_name`; then window.dipVideoSaved = {name, bytes, type, frames}.
void finish_video(const std::string& file_name);

}  // namespace dip
