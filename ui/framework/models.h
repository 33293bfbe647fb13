#pragma once

#include "core/encodings/encoding.h"
#include "core/formula/params.h"
#include "core/models/modelspec.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace pe::ui {

struct ViewDescriptor;

/// Opening models (--model, --models, File ▸ Open model…): a path or a built-in name, the view
/// that shows its scheme, and the parameters and settings that view takes from it.
namespace models {

/// A model and, for a learned one opened from its files, its table.
struct Opened {
    std::shared_ptr<const core::models::ModelSpec> spec;
    /// The learned table (rows = positions, the rows before position 0 dropped), or nullptr.
    std::shared_ptr<const core::AbsoluteEncoding> table;
    QString tableFile;   ///< where the table was loaded from (for sessions: --embeddings)
    QString tableTensor; ///< the tensor's name in it
};

/// Opens @p nameOrPath: an existing file or folder (core::models::openModel), else a built-in
/// model's name. For a learned model with weights, loads its table (io::loadEmbeddings, the
/// tensor the spec names or the one found by name). Returns nullopt and one line in *error.
/// A non-empty @p tensor names the table's tensor (--tensor).
std::optional<Opened> open(const QString& nameOrPath, const QString& tensor, QString* error);

/// The view that shows a scheme: heatmap (learned, sinusoidal), rope, alibi or t5.
QString viewFor(core::models::PositionScheme scheme);

/// The scheme's name in --list-models and captions: "learned", "rope", ...
QString schemeName(core::models::PositionScheme scheme);

/// One line about the model's positions: "1024 positions x 768", "RoPE, head 128, base 500000,
/// llama3 x8 from 8192", "ALiBi, 112 heads", "T5, 32 buckets up to 128, encoder".
QString summary(const core::models::ModelSpec& spec);

/// d, n and L for the model's view, starting from @p start: the table's width and rows, the
/// RoPE head dimension and base (L up to the context length), T5's 2 x max distance.
core::EncodingParams params(const Opened& model, core::EncodingParams start);

/// The settings of @p view (its declared keys only, as text) that say the model's scheme: the
/// RoPE scaling and its parameters, ALiBi's heads, T5's buckets; for the compare view, --models
/// with @p argument (the path or name the model was opened by). Empty for other views.
QMap<QString, QString> settings(const core::models::ModelSpec& spec, const ViewDescriptor& view,
                                const QString& argument = {});

/// The line shown when a learned model has no table here.
QString noTableMessage(const QString& name);

/// What keeps a command line that writes files from drawing a learned table it does not have:
/// a learned model without weights, or --view compare --schemes with learned and no table.
/// Empty when nothing is missing.
QString missingTable(const core::models::ModelSpec* model, bool hasTable, const QString& viewId,
                     const QMap<QString, QString>& settings);

/// Every built-in model as "id<TAB>scheme<TAB>hub id: summary" lines (--list-models).
QStringList builtinList();

} // namespace models
} // namespace pe::ui
