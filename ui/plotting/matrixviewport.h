#pragma once
// The viewport of a figure whose one matrix panel decides the resolution (ALiBi, T5): the
// matrix is computed at about as many cells as its panel has pixels along its shorter side.

namespace pe::ui {

struct MatrixViewport {
    int matrixPixels = 400;
    bool operator==(const MatrixViewport& o) const { return matrixPixels == o.matrixPixels; }
};

} // namespace pe::ui
