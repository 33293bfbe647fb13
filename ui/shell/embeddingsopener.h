#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace pe::ui {

class AppState;

/// Loads a position-embedding file or model folder into the state from the window (File > Open
/// embeddings, a file dropped on the window): the table named like a position table, else (a
/// .safetensors file) asks which tensor. Returns an error message (the state is then unchanged),
/// or an empty string; what loading detected goes to *notes.
QString openEmbeddings(QWidget* parent, AppState* state, const QString& path, QStringList* notes = nullptr);

/// The file dialog's filter for embedding files.
QString embeddingsFileFilter();

} // namespace pe::ui
