#pragma once

#include <QByteArray>

class QImage;

namespace pe::ui::png {

/// Encodes an opaque image as an 8-bit RGB PNG (alpha is dropped), every row with the "Up"
/// filter, compressed with zlib at level 1, a large image in one part per core at the same
/// time (parts joined by full flushes into one stream). Qt's own PNG writer lets libpng try
/// five filters on every row and compress at level 6, which is most of the time of a headless
/// export; this takes a fraction of it, for files of similar size (figures are mostly flat
/// colour, which "Up" and "Sub" handle alike). Empty when zlib fails (no memory).
QByteArray encode(const QImage& image);

} // namespace pe::ui::png
