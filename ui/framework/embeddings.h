#pragma once

#include "core/encodings/encoding.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace pe::ui::embeddings {

/// The extensions a position-embedding file may have, for file dialogs and drops.
QStringList fileSuffixes();
/// True when `path` has one of them.
bool isEmbeddingFile(const QString& path);

/// Loads a position-embedding matrix (rows = positions, columns = dimensions) from a .npy,
/// .safetensors (the tensor named `tensor`, or the only 2-D one), .csv or .tsv file. On failure
/// returns nullptr and one message naming the file and the problem.
std::shared_ptr<const core::AbsoluteEncoding> load(const QString& path, const QString& tensor, QString* error);

/// The 2-D tensors of a .safetensors file, as "name [rows, cols] dtype" lines, for a picker; an
/// empty list (and *error) when the file cannot be read.
QStringList safetensorsMatrices(const QString& path, QStringList* names, QString* error);

} // namespace pe::ui::embeddings
