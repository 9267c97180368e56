/*
 * Demo stand-in for the vendor's BeePlugin.js (the script @beefree.io/sdk loads at run time).
 * The demo machine has no internet, so the demo platform serves this instead (server/demoBee.ts).
 * It speaks the same contract the SDK uses: window.BeePlugin.create(token, config, callback)
 * answers an instance with start(template), load(template), save() -> config.onSave(json, html),
 * togglePreview(), and config.onChange / config.onError. It edits the texts, headings and
 * button labels of a template and can add a text block; the real editor does far more.
 * Only tokens from the demo platform's POST /email-service/bee/authorize are accepted.
 */
(function () {
  'use strict';
  var PREFIX = 'mailup-bee-newsletter-modules-';

  function clone(value) {
    return JSON.parse(JSON.stringify(value));
  }

  function escapeHtml(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  /** Text of an HTML fragment, parsed inertly (nothing loads, nothing runs); paragraphs apart. */
  function textOf(html) {
    var body = new DOMParser().parseFromString(String(html || ''), 'text/html').body;
    Array.prototype.forEach.call(body.querySelectorAll('br'), function (br) {
      br.replaceWith('\n');
    });
    var blocks = Array.prototype.slice.call(body.children);
    if (
      blocks.length &&
      blocks.every(function (el) {
        return /^(P|DIV|H[1-6]|LI)$/.test(el.tagName);
      })
    ) {
      return blocks
        .map(function (el) {
          return el.textContent;
        })
        .join('\n\n');
    }
    return body.textContent || '';
  }

  function paragraphs(text) {
    return String(text)
      .split(/\n{2,}/)
      .map(function (p) {
        return '<p>' + escapeHtml(p).replace(/\n/g, '<br>') + '</p>';
      })
      .join('');
  }

  /** The editable part of a module: [label, value, setter] or null. */
  function editable(module) {
    var d = module.descriptor || {};
    var kind = String(module.type || '').replace(PREFIX, '');
    if (kind === 'text' && d.text)
      return [
        'Text block',
        textOf(d.text.html),
        function (v) {
          d.text.html = paragraphs(v);
        },
        true,
      ];
    if (kind === 'paragraph' && d.paragraph)
      return [
        'Text block',
        textOf(d.paragraph.html),
        function (v) {
          d.paragraph.html = paragraphs(v);
        },
        true,
      ];
    if (kind === 'heading' && d.heading)
      return [
        'Heading',
        d.heading.text || '',
        function (v) {
          d.heading.text = v;
        },
        false,
      ];
    if (kind === 'button' && d.button)
      return [
        'Button label',
        d.button.label || '',
        function (v) {
          d.button.label = v;
        },
        false,
      ];
    return null;
  }

  function moduleHtml(module) {
    var d = module.descriptor || {};
    var kind = String(module.type || '').replace(PREFIX, '');
    if (kind === 'text' && d.text) return d.text.html || '';
    if (kind === 'paragraph' && d.paragraph) return d.paragraph.html || '';
    if (kind === 'heading' && d.heading) {
      var tag = /^h[1-6]$/.test(d.heading.title) ? d.heading.title : 'h1';
      return '<' + tag + ' style="margin:0 0 12px;font-size:24px">' + escapeHtml(d.heading.text || '') + '</' + tag + '>';
    }
    if (kind === 'button' && d.button) {
      return (
        '<p style="text-align:center"><a href="' +
        escapeHtml(d.button.href || '#') +
        '" style="display:inline-block;padding:10px 24px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">' +
        escapeHtml(d.button.label || '') +
        '</a></p>'
      );
    }
    if (kind === 'divider') return '<hr style="border:none;border-top:1px solid #dddddd">';
    return '';
  }

  function rowsOf(json) {
    return json && json.page && Array.isArray(json.page.rows) ? json.page.rows : [];
  }

  function toHtml(json) {
    var page = (json && json.page) || {};
    var width = parseInt((((page.body || {}).content || {}).computedStyle || {}).messageWidth, 10) || 600;
    var rows = rowsOf(json).map(function (row) {
      var cells = (row.columns || []).map(function (column) {
        var share = Math.round(((column['grid-columns'] || 12) / 12) * 100);
        return (
          '<td valign="top" width="' + share + '%" style="padding:8px 16px">' + (column.modules || []).map(moduleHtml).join('') + '</td>'
        );
      });
      return '<tr>' + cells.join('') + '</tr>';
    });
    return (
      '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      '<title>' +
      escapeHtml(page.title || '') +
      '</title></head>' +
      '<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">' +
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">' +
      '<table role="presentation" width="' +
      width +
      '" cellpadding="0" cellspacing="0" style="background:#ffffff">' +
      rows.join('') +
      '</table></td></tr></table></body></html>'
    );
  }

  function Editor(config) {
    this.config = config;
    this.json = null;
    this.previewing = false;
  }

  Editor.prototype.container = function () {
    var c = this.config.container;
    return typeof c === 'string' ? document.getElementById(c) : c;
  };

  Editor.prototype.changed = function () {
    if (this.config.trackChanges && this.config.onChange) this.config.onChange(JSON.stringify(this.json), { code: 0 }, 1);
  };

  Editor.prototype.addTextBlock = function () {
    var rows = rowsOf(this.json);
    if (!rows.length) return;
    var columns = rows[rows.length - 1].columns || [];
    var column = columns[columns.length - 1];
    if (!column) return;
    column.modules = (column.modules || []).filter(function (m) {
      return m.type !== PREFIX + 'empty';
    });
    column.modules.push({ type: PREFIX + 'text', descriptor: { text: { html: '<p>New text</p>' } } });
    this.render();
    this.changed();
  };

  Editor.prototype.render = function () {
    // The page's own event handlers below run with another `this`; this file stays ES5 (no
    // arrow functions) like the vendor's script it stands in for.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    var self = this;
    var root = this.container();
    if (!root) return;
    root.textContent = '';
    var frame = document.createElement('div');
    frame.className = 'demo-bee';
    frame.style.cssText = 'border:1px solid #c7c7c7;border-radius:4px;padding:12px;background:#fafafa;font-family:inherit';
    var bar = document.createElement('div');
    bar.style.cssText = 'display:flex;gap:8px;align-items:center;margin-bottom:12px';
    var title = document.createElement('strong');
    title.textContent = this.previewing ? 'Demo email editor: preview' : 'Demo email editor (offline stand-in for the BEE editor)';
    bar.appendChild(title);
    frame.appendChild(bar);
    if (this.previewing) {
      var preview = document.createElement('iframe');
      preview.setAttribute('sandbox', '');
      preview.setAttribute('title', 'Email preview');
      preview.style.cssText = 'width:100%;height:60vh;border:1px solid #dddddd;background:#ffffff';
      preview.srcdoc = toHtml(this.json);
      frame.appendChild(preview);
      root.appendChild(frame);
      return;
    }
    var add = document.createElement('button');
    add.type = 'button';
    add.textContent = 'Add text block';
    add.addEventListener('click', function () {
      self.addTextBlock();
    });
    bar.appendChild(add);
    var counts = {};
    rowsOf(this.json).forEach(function (row) {
      var line = document.createElement('div');
      line.style.cssText = 'display:flex;gap:12px;margin-bottom:8px';
      (row.columns || []).forEach(function (column) {
        var cell = document.createElement('div');
        cell.style.cssText =
          'flex:' + (column['grid-columns'] || 12) + ';border:1px dashed #bbbbbb;padding:8px;background:#ffffff;min-height:40px';
        var modules = column.modules || [];
        if (!modules.some(editable)) {
          var empty = document.createElement('em');
          empty.textContent = 'Empty column';
          cell.appendChild(empty);
        }
        modules.forEach(function (module) {
          var part = editable(module);
          if (!part) return;
          counts[part[0]] = (counts[part[0]] || 0) + 1;
          var label = document.createElement('label');
          label.style.cssText = 'display:block;font-size:12px;color:#555555;margin-top:4px';
          label.textContent = part[0] + ' ' + counts[part[0]];
          var input = document.createElement(part[3] ? 'textarea' : 'input');
          input.value = part[1];
          input.style.cssText = 'display:block;width:100%;box-sizing:border-box;font:inherit';
          if (part[3]) input.rows = 3;
          input.addEventListener('input', function () {
            part[2](input.value);
            self.changed();
          });
          label.appendChild(input);
          cell.appendChild(label);
        });
        line.appendChild(cell);
      });
      frame.appendChild(line);
    });
    root.appendChild(frame);
  };

  Editor.prototype.start = function (template) {
    this.json = clone(template || {});
    this.render();
    if (this.config.onLoad) this.config.onLoad(this.json);
  };
  Editor.prototype.load = function (template) {
    this.start(template);
  };
  Editor.prototype.reload = Editor.prototype.load;
  Editor.prototype.save = function () {
    if (this.config.onSave) this.config.onSave(JSON.stringify(this.json), toHtml(this.json), null, 1, null);
  };
  Editor.prototype.togglePreview = function () {
    this.previewing = !this.previewing;
    this.render();
  };
  Editor.prototype.getTemplateJson = function () {
    return Promise.resolve({ data: { json: clone(this.json) } });
  };

  window.BeePlugin = {
    create: function (token, config, callback) {
      var valid = token && typeof token.access_token === 'string' && token.access_token.indexOf('demo-bee-') === 0;
      setTimeout(function () {
        if (!valid) {
          if (config.onError) config.onError({ code: 5101, message: 'The editor token is not valid' });
          return;
        }
        callback(new Editor(config));
      }, 0);
    },
  };
})();
