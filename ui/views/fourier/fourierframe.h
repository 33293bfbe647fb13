#pragma once
// The Fourier view's settings, viewport and frame, and the pure computation of a frame.

#include "core/analysis/fourier/fourier.h"
#include "ui/framework/typedview.h"

#include <memory>
#include <vector>

class QCPColorMapData;

namespace pe::ui {

/// The Fourier view's own settings (its command-line options).
struct FourierSettings {
    core::SourceKind source = core::SourceKind::Sinusoidal;
    double noise = 0.1;                                 ///< learned-like source
    int seed = 42;                                      ///< learned-like source
    long trainLength = 0;                               ///< the training window L_max; 0: ceil(L / 2)
    int keep = 8;                                       ///< K, clamped to L_max / 2 + 1 where it is used
    core::SigmaScale sigma = core::SigmaScale::Printed; ///< amplitude of eq. (2)
    core::FourierSum sum = core::FourierSum::Printed;   ///< reading of eq. (3)

    core::SourceParams sourceParams() const;
    /// The effective window for L positions: the chosen one clamped to L, or ceil(L / 2).
    long window(long length) const;
    /// The effective K: keep clamped to 1 .. L_max / 2 + 1.
    int effectiveKeep(long length) const;
};

/// What the Fourier view shows: the plotted dimension, the pixels of the heatmaps and the
/// visible positions of the line plot.
struct FourierViewport {
    int dimension = 0;
    int widthPx = 0, heightPx = 0; ///< the heatmaps' cells are fitted to these
    int linePx = 0;                ///< cells of the line plot's envelopes
    long lineFirst = 0, lineEnd = 0;
};

/// The columns the view analyses: the loaded table when the inputs hold one (its rows are the
/// positions; the source settings are then unused), else the source chosen by `source` on the
/// sinusoidal formula.
std::shared_ptr<const core::EmbeddingSource> fourierSource(const ViewInputs& inputs, const core::EncodingParams& params,
                                                           const core::SourceParams& source);
/// The source parameters of the analysis: the settings' for a source; for a loaded table, a
/// kind that is not the formula itself, so that eq. (2) compares the table with rho * PE.
core::SourceParams analysisSourceParams(const ViewInputs& inputs, const FourierSettings& settings);
/// The loaded table of the inputs, or nullptr (the formula).
std::shared_ptr<const core::AbsoluteEncoding> loadedTable(const ViewInputs& inputs);

/// The K-independent cells of the heatmaps, one row per analysed column: the spectrum (dB,
/// block maxima over `bins`) and the original (block means over `positions`), and the largest
/// |value| (the colour range). Kept by the frame so that a new K reuses them.
struct FourierStaticCells {
    core::BlockAxis bins, positions;
    std::vector<std::vector<double>> spectrum, original;
    double amplitude = 1e-9;
};

/// Everything one frame of the Fourier view draws, computed off the GUI thread.
struct FourierFrame : Frame {
    core::EncodingParams params;
    core::SourceParams source;
    std::shared_ptr<const core::AbsoluteEncoding> table; ///< the analysed table, or nullptr (a source)
    long window = 0;
    int keep = 0;
    int dimension = 0;
    core::FourierSum sum = core::FourierSum::Printed;
    core::SigmaScale sigma = core::SigmaScale::Printed;
    std::shared_ptr<const core::FourierBasis> basis;  ///< the column subset
    std::shared_ptr<const core::FourierBasis> chosen; ///< the plotted dimension alone
    std::shared_ptr<const core::FourierBasis> curve;  ///< columns of the error curve (with it)
    core::BlockAxis dims;                             ///< rows of the heatmaps (blocks of dimensions)
    core::ErrorPoint errorAtKeep;
    double rho = 0.0;                                ///< the factor a of eq. (2), a * PE (core::sigmaFactor)
    core::ErrorPoint sigmaError;                     ///< eq. (2) against the source, over the analysed columns
    double amplitude = 1e-9;                         ///< largest |value| of the analysed columns (colour range)
    std::shared_ptr<const FourierStaticCells> cells; ///< of `basis`, reused while it and the pixels stay
    int firstSlowPair = 0;
    mutable std::unique_ptr<QCPColorMapData> spectrum, original, reconstruction;
    core::BlockAxis line; ///< positions of the line plot (its visible range)
    core::Envelope lineTruth, lineReconstruction, lineSigma;
    std::vector<double> reconstructionAtChosen; ///< one period of the plotted dimension
    int widthPx = 0, heightPx = 0;              ///< the heatmaps' cells were fitted to these

    FourierFrame();
    ~FourierFrame() override;
};

using FourierRequest = ComputeRequest<FourierSettings, FourierViewport, FourierFrame>;

/// Pure: the analysis of the columns, their reconstruction from the K dominant bins, the error
/// curve and the plotted dimension's envelopes. The frame on screen (request.previous) is
/// returned as is when nothing it shows changed (a change of the position t), and its
/// K-independent analysis is reused when only K, the σ scale (or the pixels) changed, its
/// spectra when only the reading of eq. (3) changed. Returns nullptr when a newer request made
/// the job stale.
std::shared_ptr<const FourierFrame> computeFourier(const FourierRequest& request);

} // namespace pe::ui
