#include "ui/shell/mainwindow.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/embeddings.h"
#include "ui/framework/exporter.h"
#include "ui/framework/history.h"
#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/numbers.h"
#include "ui/framework/options.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/presets.h"
#include "ui/framework/session.h"
#include "ui/framework/settings.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/animationdialog.h"
#include "ui/shell/appearancemenu.h"
#include "ui/shell/embeddingsopener.h"
#include "ui/shell/exportdialog.h"
#include "ui/shell/figurefit.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/lessonexport.h"
#include "ui/shell/manualdialog.h"
#include "ui/shell/panes.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/screenfit.h"
#include "ui/shell/shortcutsheet.h"
#include "ui/shell/textsize.h"
#include "ui/widgets/mnemonics.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/scrollareafit.h"
#include "ui/widgets/settingspanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdio>

namespace pe::ui {

MainWindow::MainWindow(AppState* state, Controller* controller, Settings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_state(state)
    , m_controller(controller)
    , m_settings(settings)
{
    setWindowTitle(tr("Positional Encoding Explorer"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/pe-explorer.svg")));
    setAcceptDrops(true);

    m_tabs = new FigureTabs(this);
    m_tabs->setDocumentMode(true);
    m_views = createViews(m_tabs);
    for (View* v : m_views) {
        const int index = m_tabs->addTab(v, v->title());
        m_tabs->setTabToolTip(index, v->summary());
        controller->addView(v);
        connect(v, &View::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m); });
        connect(v, &View::viewRequested, this, &MainWindow::setCurrentView);
        // A cell picked in one view (a heatmap double-click) opens in the formula inspector.
        connect(v, &View::cellActivated, this, [this](long position, int dim) {
            View* inspector = view(QStringLiteral("inspector"));
            if (!inspector)
                return;
            m_state->setPosition(position);
            inspector->setSettingText(QStringLiteral("inspect-dim"), QString::number(dim));
            m_tabs->setCurrentWidget(inspector);
        });
    }
    // A view wider or taller than a small screen scrolls instead of widening the window (each
    // pane puts its tabs in a scroll area: SideBySide).
    screenfit::followCurrentPage(m_tabs);

    m_panel = new ParameterPanel(state, this);
    auto* dock = new QDockWidget(tr("Parameters"), this);
    m_parametersDock = dock;
    dock->setObjectName(QStringLiteral("parametersDock"));
    // Closable: on a small screen the figure takes the whole window (F9 brings the dock back).
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    m_about = new QLabel(this);
    m_about->setObjectName(QStringLiteral("viewAbout"));
    m_about->setWordWrap(true);
    m_about->setTextFormat(Qt::RichText);
    m_about->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_about->setMargin(8);
    auto* dockContents = new QWidget(dock);
    auto* dockLayout = new QVBoxLayout(dockContents);
    dockLayout->setContentsMargins(0, 0, 0, 0);
    dockLayout->addWidget(m_panel);
    m_viewSettingsBox = new QGroupBox(this);
    m_viewSettings = new SettingsPanel(m_viewSettingsBox);
    connect(m_viewSettings, &SettingsPanel::errorOccurred, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    auto* settingsLayout = new QVBoxLayout(m_viewSettingsBox);
    settingsLayout->addWidget(m_viewSettings);
    dockLayout->addWidget(m_viewSettingsBox);
    dockLayout->addWidget(m_about);
    dockLayout->addStretch(1);
    auto* scroll = new QScrollArea(dock);
    scroll->setWidgetResizable(true);
    scroll->setWidget(dockContents);
    scroll->setMinimumWidth(300);
    new ScrollAreaFit(scroll, 300, m_about);
    dock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    m_sideBySide = new SideBySide(this, state, m_tabs, m_views, dockLayout, m_panel);
    connect(m_sideBySide, &SideBySide::focusChanged, this, &MainWindow::onCurrentChanged);

    createStatusBar(controller);
    setUpFileWatch();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::onCurrentChanged);

    restoreSettings();
    m_history = new History(state, m_views, this);
    m_sideBySide->setHistory(m_history);
    m_fullScreen = new ScreenCover(this);
    m_textSize = new TextSize(this, settings);
    m_appearance = new AppearanceMenu(this, settings);
    connect(m_appearance, &AppearanceMenu::changed, this, &MainWindow::appearanceChosen);
    createLessonDock();
    m_presentation = new PresentationMode(this, m_tabs, state, m_textSize, m_fullScreen);
    createEscapeKey();
    createMenus();
    onCurrentChanged();
}

View* MainWindow::view(const QString& id) const
{
    for (View* v : m_views)
        if (v->id() == id)
            return v;
    return nullptr;
}

View* MainWindow::currentView() const
{
    return qobject_cast<View*>(m_tabs->currentWidget());
}

void MainWindow::setCurrentView(const QString& id)
{
    if (View* v = view(id))
        m_tabs->setCurrentWidget(v);
}

void MainWindow::onCurrentChanged()
{
    // A hover read-out belongs to the view it came from.
    QToolTip::hideText();
    statusBar()->clearMessage();
    m_controller->setActiveView(currentView());
    // Side by side, the dock edits the focused pane.
    View* v = m_sideBySide->focusedView();
    // The settings' labels get mnemonics no menu and no other control of the window uses.
    m_viewSettings->setTakenMnemonics(mnemonics::taken(menuBar()) + mnemonics::taken(m_panel) +
                                      (v ? mnemonics::taken(v) : QString()));
    m_viewSettings->setView(v);
    m_viewSettingsBox->setVisible(v && !v->descriptor().settings.empty());
    if (v)
        m_viewSettingsBox->setTitle(tr("%1 settings").arg(v->title()));
    if (v)
        m_about->setText(
            QStringLiteral("<b>%1</b><p>%2</p>").arg(v->title().toHtmlEscaped(), v->summary().toHtmlEscaped()));
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* exportAction = file->addAction(tr("&Export figure…"), this, &MainWindow::exportFigure);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    exportAction->setToolTip(tr("Save the current view as PNG, SVG or PDF, with its parameters as caption."));
    QAction* csvAction = file->addAction(tr("Export &data as CSV…"), this, &MainWindow::exportCsv);
    csvAction->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    QAction* animate = file->addAction(tr("Export &animation…"), this, [this] {
        if (View* v = m_sideBySide->focusedView())
            exportAnimation(this, *m_state, v, m_settings);
    });
    animate->setShortcut(QKeySequence(tr("Ctrl+Alt+E")));
    animate->setToolTip(tr("Save an MP4, WebM or GIF of the current view while one parameter sweeps a range."));
    file->addSeparator();
    QAction* openTable = file->addAction(tr("Open e&mbeddings…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open position embeddings"),
                                                          m_settings->exportFolder(), embeddingsFileFilter());
        if (!path.isEmpty())
            loadEmbeddings(path);
    });
    openTable->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    openTable->setToolTip(tr("Analyse a learned position-embedding matrix (.npy, .safetensors, .csv, .tsv) "
                             "instead of the sinusoidal formula. You can also drop the file on the window."));
    QAction* openModel = file->addAction(tr("Open mode&l…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a model"), m_settings->exportFolder(),
            tr("Models (config.json *.gguf *.safetensors *.npz *.index.json);;All files (*)"));
        if (!path.isEmpty())
            loadModel(path);
    });
    openModel->setToolTip(
        tr("Open a model's config.json, weights or .gguf file: its positional scheme's view opens with "
           "the model's own settings. You can also drop the model's folder on the window."));
    file->addSeparator();
    QAction* openSession = file->addAction(tr("&Open session…"), this, &MainWindow::openSession);
    openSession->setShortcut(QKeySequence::Open);
    openSession->setToolTip(tr("Restore the view, parameters and settings saved in a session file."));
    QAction* saveSession = file->addAction(tr("&Save session…"), this, &MainWindow::saveSession);
    saveSession->setShortcut(QKeySequence::Save);
    saveSession->setToolTip(tr("Save the current view, parameters and every view's settings to a small file."));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = edit->addAction(tr("&Undo"), m_history, &History::undo);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = edit->addAction(tr("&Redo"), m_history, &History::redo);
    redo->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))}, QKeySequence::Redo));
    auto syncHistory = [this, undo, redo] {
        undo->setEnabled(m_history->canUndo());
        redo->setEnabled(m_history->canRedo());
    };
    // The history settles a burst of changes after a short pause; the actions follow it.
    connect(m_history, &History::changed, this, syncHistory);
    connect(m_state, &AppState::inputsChanged, this, syncHistory);
    syncHistory();
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy figure"), this, &MainWindow::copyFigure);
    copy->setShortcut(QKeySequence::Copy);
    copy->setToolTip(tr("Copy the current figure to the clipboard, as an image and as SVG, for slides."));

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        View* v = m_views[i];
        QAction* a = viewMenu->addAction(v->title(), this, [this, v] { m_sideBySide->showView(v->id()); });
        if (i < 9)
            a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg(i + 1)));
    }
    viewMenu->addSeparator();
    QAction* full = viewMenu->addAction(tr("&Full screen"), this, &MainWindow::toggleFullScreen);
    // F11 everywhere: the platform's own full-screen key is missing under plain window managers.
    full->setShortcuts(uniqueKeys({QKeySequence(Qt::Key_F11)}, QKeySequence::FullScreen));
    addAction(full); // also while the menu bar is hidden (presentation mode)
    viewMenu->addAction(m_presentation->action());
    addPanelKeys(viewMenu);
    QAction* panel = m_parametersDock->toggleViewAction();
    panel->setText(tr("&Parameters panel"));
    panel->setShortcut(QKeySequence(Qt::Key_F9));
    viewMenu->addAction(panel);
    m_textSize->addMenu(viewMenu);
    m_appearance->addTo(viewMenu);
    addInterfaceSizeMenu(viewMenu);
    addLanguageMenu(viewMenu);
    viewMenu->addSeparator();
    m_sideBySide->addActions(viewMenu);

    QMenu* params = menuBar()->addMenu(tr("P&arameters"));
    QAction* reset =
        params->addAction(tr("&Reset to the paper (%1)").arg(shared::caption(core::EncodingParams{}, tr(", "))), this,
                          [this] { m_state->setParams(core::EncodingParams{}); });
    reset->setShortcut(QKeySequence(tr("Ctrl+R")));

    QMenu* presetMenu = menuBar()->addMenu(tr("Pre&sets"));
    presetMenu->setToolTipsVisible(true);
    for (const Preset& preset : presets::all()) {
        QAction* a = presetMenu->addAction(preset.translatedTitle(), this, [this, &preset] { applyPreset(preset); });
        const bool available = view(preset.viewId()) != nullptr;
        a->setEnabled(available);
        a->setToolTip(available ? tr("pe-explorer --preset %1").arg(preset.id)
                                : tr("Needs the “%1” view, which this build does not have.").arg(preset.viewId()));
    }

    QMenu* lessonMenu = menuBar()->addMenu(tr("Lesso&ns"));
    lessonMenu->setToolTipsVisible(true);
    for (const Lesson& lesson : lessons::all()) {
        QAction* a =
            lessonMenu->addAction(lesson.title.toString(), this, [this, &lesson] { startLesson(lesson, 0, false); });
        a->setToolTip(tr("pe-explorer --lesson %1").arg(lesson.name));
    }
    lessonMenu->addSeparator();
    QAction* handout = lessonMenu->addAction(tr("&Print handout…"), this,
                                             [this] { printHandout(this, m_lessonBar->lesson(), m_settings); });
    handout->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    handout->setToolTip(tr("A PDF of the lesson: one A4 page per step with its figure and text, room to answer "
                           "each question, the answers at the end."));
    QAction* slides = lessonMenu->addAction(tr("Export &slides…"), this,
                                            [this] { exportSlides(this, m_lessonBar->lesson(), m_settings); });
    slides->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    slides->setToolTip(tr("One PNG per step of the lesson, into a folder, for slides."));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addShortcutSheet(help);
    help->addAction(tr("&Manual"), this, [this] {
        auto* manual = findChild<ManualDialog*>();
        if (!manual)
            manual = new ManualDialog(this);
        manual->show();
        manual->raise();
        manual->activateWindow();
    });
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(this, tr("About Positional Encoding Explorer"),
                           tr("<h3>Positional Encoding Explorer %1</h3>"
                              "<p>Live views of the sinusoidal positional encoding of "
                              "<i>Attention Is All You Need</i>: PE(t, 2k) = sin(t / n<sup>2k/d</sup>), "
                              "PE(t, 2k+1) = cos(t / n<sup>2k/d</sup>).</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::addInterfaceSizeMenu(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("Interface &size"));
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(menu);
    const double current = m_settings->value(Settings::interfaceScale);
    const struct {
        double scale;
        QString name;
    } sizes[] = {{1.0, tr("&Normal (100 %)")},
                 {1.25, tr("&Large (125 %)")},
                 {1.5, tr("&Projector (150 %)")},
                 {2.0, tr("&Very large (200 %)")}};
    for (const auto& size : sizes) {
        QAction* a = menu->addAction(size.name);
        a->setCheckable(true);
        a->setChecked(qFuzzyCompare(size.scale, current));
        a->setData(size.scale);
        a->setToolTip(tr("Text, controls and plots at %1 % of their normal size, for a projector. "
                         "Applied when pe-explorer starts.")
                          .arg(size.scale * 100));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, scale = size.scale] { setInterfaceScale(scale); });
    }
}

void MainWindow::addLanguageMenu(QMenu* parent)
{
    // Each language under its own name, so that it can be found from any of them.
    QMenu* menu = parent->addMenu(tr("Lan&guage"));
    auto* group = new QActionGroup(menu);
    for (const QString& code : language::codes()) {
        QAction* a = menu->addAction(language::nativeName(code));
        a->setCheckable(true);
        a->setChecked(code == language::current());
        a->setData(code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            if (code == language::current())
                return;
            m_settings->setValue(Settings::language, code);
            language::install(code);
            emit languageChosen(code);
        });
    }
}

void MainWindow::setInterfaceScale(double scale)
{
    if (qFuzzyCompare(scale, m_settings->value(Settings::interfaceScale)))
        return;
    m_settings->setValue(Settings::interfaceScale, scale);
    auto* box = new QMessageBox(QMessageBox::Information, tr("Interface size"),
                                tr("The new interface size applies when pe-explorer starts again. "
                                   "Restart now? The current view and parameters are kept."),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("interfaceSizeRestart"));
    QPushButton* restart = box->addButton(tr("&Restart now"), QMessageBox::AcceptRole);
    box->addButton(tr("&Later"), QMessageBox::RejectRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(restart, &QPushButton::clicked, this, [this] {
        if (!close())
            return;
        m_settings->sync();
        if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), {}))
            std::fprintf(stderr, "pe-explorer: error: could not restart %s\n",
                         qPrintable(QCoreApplication::applicationFilePath()));
    });
    box->open();
}

void MainWindow::applyPreset(const Preset& preset)
{
    QString viewId;
    const QString error = options::applyArguments(preset.arguments, m_state, m_views, &viewId);
    if (!error.isEmpty()) {
        showError(tr("Preset failed"), error);
        return;
    }
    setCurrentView(viewId);
    if (const QStringList second = options::splitArguments(preset.arguments); !second.isEmpty())
        if (const QString e = m_sideBySide->applyArguments(second); !e.isEmpty()) {
            showError(tr("Preset failed"), e);
            return;
        }
    statusBar()->showMessage(tr("Preset: %1").arg(preset.translatedTitle()), 8000);
}

void MainWindow::showError(const QString& title, const QString& message)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->show();
    statusBar()->showMessage(message, 10000);
}

void MainWindow::createLessonDock()
{
    m_lessonBar = new LessonBar(this);
    m_lessonDock = new QDockWidget(tr("Lesson"), this);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_lessonDock->setWidget(m_lessonBar);
    addDockWidget(Qt::BottomDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    // Over the central widget, not the tabs: side by side (F6) it hides both panes.
    m_cover = new QLabel(this);
    m_cover->setObjectName(QStringLiteral("lessonCover"));
    m_cover->setAlignment(Qt::AlignCenter);
    m_cover->setWordWrap(true);
    m_cover->setAutoFillBackground(true);
    m_cover->setMargin(40);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    m_cover->setFont(big);
    attached<OwnTextSize>(m_cover); // a font of its own, which View > Text size scales
    m_cover->hide();
    centralWidget()->installEventFilter(this);
    connect(m_lessonBar, &LessonBar::stepRequested, this, [this](const QStringList& arguments) {
        QString viewId;
        if (const QString error = options::applyArguments(arguments, m_state, m_views, &viewId); !error.isEmpty()) {
            showError(tr("Lesson step failed"), error);
            return;
        }
        setCurrentView(viewId);
        // The step's figure from its first page (or the page of the panel it speaks of), not
        // the page or panel it was left on.
        const LessonStep& step = m_lessonBar->lesson()->steps[static_cast<std::size_t>(m_lessonBar->step())];
        if (QWidget* view = currentView(); FigureFit* fit = FigureFit::of(view))
            fit->restart(view, step.panel);
    });
    connect(m_lessonBar, &LessonBar::coverRequested, this, &MainWindow::setCover);
    connect(m_lessonBar, &LessonBar::stopped, m_lessonDock, &QWidget::hide);
    // A presenter's clicker sends PageDown / PageUp (some send the arrow keys). The keys are
    // taken only while a lesson runs, so that they move sliders the rest of the time.
    const auto addKey = [this](QKeySequence key, void (LessonBar::*slot)()) {
        auto* shortcut = new QShortcut(key, this);
        shortcut->setEnabled(false);
        connect(shortcut, &QShortcut::activated, m_lessonBar, slot);
        m_lessonKeys.push_back(shortcut);
    };
    for (QKeySequence key : {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Right)})
        addKey(key, &LessonBar::forward);
    for (QKeySequence key : {QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Left)})
        addKey(key, &LessonBar::back);
    connect(m_lessonBar, &LessonBar::stopped, this, [this] {
        for (QShortcut* key : m_lessonKeys)
            key->setEnabled(false);
    });
}

void MainWindow::startLesson(const Lesson& lesson, int step, bool revealed)
{
    m_lessonDock->show();
    for (QShortcut* key : m_lessonKeys)
        key->setEnabled(true);
    m_lessonBar->start(lesson, step, revealed);
}

void MainWindow::setCover(const QString& question)
{
    m_cover->setText(question.isEmpty() ? QString()
                                        : question + QStringLiteral("\n\n") + tr("(Reveal ▶ shows the figure)"));
    m_cover->setGeometry(centralWidget()->geometry());
    m_cover->setVisible(!question.isEmpty());
    m_cover->raise();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (m_cover && watched == centralWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        m_cover->setGeometry(centralWidget()->geometry());
    return QMainWindow::eventFilter(watched, event);
}

QImage MainWindow::screenshot()
{
    const QString frameText = m_frameLabel->text();
    m_frameLabel->clear();
    statusBar()->clearMessage();
    const QImage image = grab().toImage();
    m_frameLabel->setText(frameText);
    return image;
}

void MainWindow::restoreSettings()
{
    m_state->setParams(m_settings->params());
    for (View* v : m_views)
        for (const SettingInfo& s : v->descriptor().settings) {
            const QString text = m_settings->viewSetting(v->id(), s.key);
            if (!text.isNull())
                v->setSettingText(s.key, text); // a value no longer valid keeps the default
        }
    setCurrentView(m_settings->value(Settings::currentView));
    if (!restoreGeometry(m_settings->value(Settings::windowGeometry)))
        screenfit::sizeForFirstStart(this);
    restoreState(m_settings->value(Settings::windowState));
    // A geometry saved on a larger screen, or at a smaller interface size, is fitted to this one,
    // with the window manager's frame once it has one.
    screenfit::fitToScreen(this);
    screenfit::fitWhenFramed(this);
    if (screenfit::isSmall(screen()))
        m_parametersDock->hide();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    event->accept();
}

void MainWindow::saveSettings()
{
    m_settings->setValue(Settings::windowGeometry, saveGeometry());
    m_settings->setValue(Settings::windowState, saveState());
    m_settings->setParams(m_state->params());
    for (View* v : m_views)
        for (const SettingInfo& s : v->descriptor().settings)
            m_settings->setViewSetting(v->id(), s.key, v->settingText(s.key));
    if (View* v = currentView())
        m_settings->setValue(Settings::currentView, v->id());
}

} // namespace pe::ui
