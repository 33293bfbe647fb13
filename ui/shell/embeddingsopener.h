#pragma once

#include <QString>

class QWidget;

namespace pe::ui {

class AppState;

/// Loads a position-embedding file into the state from the window (File > Open embeddings,
/// a file dropped on the window): asks which tensor when a .safetensors file holds several
/// matrices. Returns an error message (the state is then unchanged), or an empty string.
QString openEmbeddings(QWidget* parent, AppState* state, const QString& path);

/// The file dialog's filter for embedding files.
QString embeddingsFileFilter();

} // namespace pe::ui
